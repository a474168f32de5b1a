CREATE TABLE "bulk_invitation_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"invitation_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"user_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"invited_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bulk_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch" text,
	"product" text,
	"per_minute" integer NOT NULL,
	"state" text NOT NULL,
	"started_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_send_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_invitation_clients" ADD CONSTRAINT "bulk_invitation_clients_invitation_id_bulk_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."bulk_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_invitation_clients" ADD CONSTRAINT "bulk_invitation_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_invitation_clients" ADD CONSTRAINT "bulk_invitation_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_invitation_clients_run_idx" ON "bulk_invitation_clients" USING btree ("invitation_id","state","id");--> statement-breakpoint
CREATE INDEX "bulk_invitation_clients_client_idx" ON "bulk_invitation_clients" USING btree ("client_id");