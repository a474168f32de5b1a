ALTER TABLE "contact_requests" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "first_answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_requests_taken_by_idx" ON "contact_requests" USING btree ("taken_by","id");--> statement-breakpoint
CREATE INDEX "contact_requests_open_due_idx" ON "contact_requests" USING btree ("due_at","id") WHERE "contact_requests"."stato" in ('new', 'taken');--> statement-breakpoint
CREATE INDEX "contact_requests_first_answered_idx" ON "contact_requests" USING btree ("first_answered_at");--> statement-breakpoint
-- The first answer of the requests answered before the column (decisions/0144): their one answer. Their due
-- time is stored by the server at start (contact/due-times.ts), which knows the Italian calendar.
UPDATE "contact_requests" SET "first_answered_at" = "answered_at" WHERE "answered_at" IS NOT NULL AND "first_answered_at" IS NULL;
