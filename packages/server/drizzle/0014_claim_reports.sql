CREATE SEQUENCE "public"."claim_report_feed_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
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
ALTER TABLE "claim_report_events" ADD CONSTRAINT "claim_report_events_report_id_claim_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."claim_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD CONSTRAINT "claim_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD CONSTRAINT "claim_reports_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD CONSTRAINT "claim_reports_dossier_id_dossiers_id_fk" FOREIGN KEY ("dossier_id") REFERENCES "public"."dossiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_report_events_report_idx" ON "claim_report_events" USING btree ("report_id","at");--> statement-breakpoint
CREATE INDEX "claim_reports_user_idx" ON "claim_reports" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "claim_reports_state_idx" ON "claim_reports" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "claim_reports_dossier_idx" ON "claim_reports" USING btree ("dossier_id","event_date");