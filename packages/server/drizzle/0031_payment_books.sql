CREATE TABLE "payment_book_entries" (
	"feed_seq" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"state" text NOT NULL,
	"refunded_cents" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_book_entries" ADD CONSTRAINT "payment_book_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_book_entries_change_idx" ON "payment_book_entries" USING btree ("payment_id","state","refunded_cents");