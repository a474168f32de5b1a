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
CREATE TABLE "import_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"imported" boolean NOT NULL,
	"summary" jsonb,
	"problem_count" integer NOT NULL,
	"problems" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_message_shows" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_message_shows_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "importo" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "richiamata" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "stato" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_invitation_clients" ADD CONSTRAINT "bulk_invitation_clients_invitation_id_bulk_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."bulk_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_invitation_clients" ADD CONSTRAINT "bulk_invitation_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_invitation_clients" ADD CONSTRAINT "bulk_invitation_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_message_shows" ADD CONSTRAINT "login_message_shows_message_id_login_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."login_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_message_shows" ADD CONSTRAINT "login_message_shows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_invitation_clients_run_idx" ON "bulk_invitation_clients" USING btree ("invitation_id","state","id");--> statement-breakpoint
CREATE INDEX "bulk_invitation_clients_client_idx" ON "bulk_invitation_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "contact_requests_stato_idx" ON "contact_requests" USING btree ("stato","id");--> statement-breakpoint
CREATE INDEX "contact_requests_branch_idx" ON "contact_requests" USING btree ("branch_id","id");