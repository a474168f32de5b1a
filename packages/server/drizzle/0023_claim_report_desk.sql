ALTER TABLE "claim_reports" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD COLUMN "link_source" text;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD COLUMN "link_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD COLUMN "link_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD COLUMN "desk_status" text GENERATED ALWAYS AS (case when closed_at is not null then 'closed' when taken_at is not null then 'taken' else state end) STORED;--> statement-breakpoint
ALTER TABLE "claim_reports" ADD CONSTRAINT "claim_reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role","application_id");--> statement-breakpoint
CREATE INDEX "claim_reports_desk_status_idx" ON "claim_reports" USING btree ("desk_status","feed_seq");--> statement-breakpoint
CREATE INDEX "claim_reports_assignee_idx" ON "claim_reports" USING btree ("assignee_id","feed_seq");--> statement-breakpoint
CREATE INDEX "claim_reports_kind_feed_idx" ON "claim_reports" USING btree ("kind","feed_seq");--> statement-breakpoint
CREATE INDEX "claim_reports_event_date_feed_idx" ON "claim_reports" USING btree ("event_date","feed_seq");--> statement-breakpoint
-- Written by hand (decisions/0142): a report linked before the desk existed was linked by policy and date,
-- the automatic proposal staff may confirm or change.
UPDATE "claim_reports" SET "link_source" = 'auto' WHERE "sinistro_id" IS NOT NULL AND "link_source" IS NULL;
