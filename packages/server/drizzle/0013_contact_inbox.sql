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
CREATE INDEX "contact_requests_stato_idx" ON "contact_requests" USING btree ("stato","id");--> statement-breakpoint
CREATE INDEX "contact_requests_branch_idx" ON "contact_requests" USING btree ("branch_id","id");