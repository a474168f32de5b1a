DROP INDEX "payments_one_paid_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_idx" ON "payments" USING btree ("movimento_id") WHERE state = 'paid' and duplicate_of is null;