CREATE TABLE "payment_notifications" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"client_id" integer NOT NULL,
	"movimento_id" integer,
	"dossier_id" integer,
	"numero_polizza" text NOT NULL,
	"titolo" text NOT NULL,
	"data_scadenza" date,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"state" text NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" text,
	"checkout_url" text,
	"expires_at" timestamp with time zone,
	"provider_reference" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_checkout_id_unique" UNIQUE("checkout_id")
);
--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_movimento_id_movimenti_id_fk" FOREIGN KEY ("movimento_id") REFERENCES "public"."movimenti"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notifications_payment_idx" ON "payment_notifications" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_client_idx" ON "payments" USING btree ("client_id","id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_dossier_idx" ON "payments" USING btree ("dossier_id");--> statement-breakpoint
CREATE INDEX "payments_movimento_idx" ON "payments" USING btree ("movimento_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_idx" ON "payments" USING btree ("movimento_id") WHERE state = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_idx" ON "payments" USING btree ("movimento_id") WHERE state = 'paid';