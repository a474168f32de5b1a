-- Claims reported online (issue 22: reports, their timeline, their files and uploads, decisions/0110-0114);
-- login messages by filter (0116); the inbox's notes as a list (0117); the console's lists at scale: the audit
-- log newest first by (time, id), each filter walked by an index of its own (0118).
CREATE SEQUENCE "public"."claim_report_feed_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "claim_report_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"thumbnail_id" uuid,
	"width" integer,
	"height" integer,
	"pages" integer,
	"position_kept" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"taken_at" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_report_upload_chunks" (
	"upload_id" uuid NOT NULL,
	"offset" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "claim_report_upload_chunks_upload_id_offset_pk" PRIMARY KEY("upload_id","offset")
);
--> statement-breakpoint
CREATE TABLE "claim_report_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"declared_type" text NOT NULL,
	"size" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"keep_position" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_report_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "claim_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"dossier_id" integer,
	"numero_polizza" text NOT NULL,
	"prodotto" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"event_date" date NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"purge_notice_at" timestamp with time zone,
	"pdf_file_id" text,
	"sha256" text,
	"signed_a_at" timestamp with time zone,
	"signed_pdf_file_id" text,
	"signed_sha256" text,
	"signatures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"feed_seq" integer,
	"received_at" timestamp with time zone,
	"counterpart" text DEFAULT 'none' NOT NULL,
	"b_mobile" text,
	"b_email" text,
	"b_token_hash" text,
	"b_deadline" timestamp with time zone,
	"b_code_hash" text,
	"b_code_expires_at" timestamp with time zone,
	"b_code_failures" integer DEFAULT 0 NOT NULL,
	"b_signed_at" timestamp with time zone,
	"sinistro_id" integer,
	"numero_sinistro" text,
	CONSTRAINT "claim_reports_feed_seq_unique" UNIQUE("feed_seq"),
	CONSTRAINT "claim_reports_b_token_hash_unique" UNIQUE("b_token_hash")
);
--> statement-breakpoint
CREATE TABLE "contact_request_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
ALTER TABLE "login_messages" ADD COLUMN "filter_branch" text;--> statement-breakpoint
ALTER TABLE "login_messages" ADD COLUMN "filter_product" text;--> statement-breakpoint
ALTER TABLE "claim_report_upload_chunks" ADD CONSTRAINT "claim_report_upload_chunks_upload_id_claim_report_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."claim_report_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_report_uploads" ADD CONSTRAINT "claim_report_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_report_events" ADD CONSTRAINT "claim_report_events_report_id_claim_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."claim_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD CONSTRAINT "claim_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD CONSTRAINT "claim_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD CONSTRAINT "claim_reports_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_request_notes" ADD CONSTRAINT "contact_request_notes_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_report_files_report_idx" ON "claim_report_files" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "claim_report_uploads_report_idx" ON "claim_report_uploads" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "claim_report_uploads_updated_idx" ON "claim_report_uploads" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "claim_report_events_report_idx" ON "claim_report_events" USING btree ("report_id","at");--> statement-breakpoint
CREATE INDEX "claim_reports_user_idx" ON "claim_reports" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "claim_reports_state_idx" ON "claim_reports" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "claim_reports_dossier_idx" ON "claim_reports" USING btree ("dossier_id","event_date");--> statement-breakpoint
CREATE INDEX "contact_request_notes_request_idx" ON "contact_request_notes" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_id_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "login_messages_filtered_idx" ON "login_messages" USING btree ("id") WHERE "login_messages"."filter_branch" is not null or "login_messages"."filter_product" is not null;--> statement-breakpoint
-- The one note a request had becomes its first note: by who held it (else the staff unknown), when taken.
INSERT INTO "contact_request_notes" ("request_id", "author", "written_at", "text")
SELECT "id", coalesce("taken_by", "closed_by", '—'), coalesce("taken_at", "created_at"), "note"
FROM "contact_requests" WHERE "note" IS NOT NULL AND "note" <> '';--> statement-breakpoint
ALTER TABLE "contact_requests" DROP COLUMN "note";