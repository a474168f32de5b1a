CREATE TABLE "claim_report_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" uuid NOT NULL,
	"author" text NOT NULL,
	"staff_user_id" integer,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"fulfilled_at" timestamp with time zone,
	"fulfilled_file_id" uuid
);
--> statement-breakpoint
ALTER TABLE "claim_report_files" ADD COLUMN "later_kind" text;--> statement-breakpoint
ALTER TABLE "claim_report_uploads" ADD COLUMN "later_kind" text;--> statement-breakpoint
ALTER TABLE "claim_report_uploads" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "claim_report_messages" ADD CONSTRAINT "claim_report_messages_report_id_claim_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."claim_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_report_messages" ADD CONSTRAINT "claim_report_messages_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_report_messages_report_idx" ON "claim_report_messages" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "claim_report_messages_staff_idx" ON "claim_report_messages" USING btree ("staff_user_id");