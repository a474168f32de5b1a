ALTER TABLE "login_messages" ADD COLUMN "filter_branch" text;--> statement-breakpoint
ALTER TABLE "login_messages" ADD COLUMN "filter_product" text;--> statement-breakpoint
CREATE INDEX "login_messages_filtered_idx" ON "login_messages" USING btree ("id") WHERE "login_messages"."filter_branch" is not null or "login_messages"."filter_product" is not null;