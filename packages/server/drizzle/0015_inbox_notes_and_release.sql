CREATE TABLE "contact_request_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_request_notes" ADD CONSTRAINT "contact_request_notes_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_request_notes_request_idx" ON "contact_request_notes" USING btree ("request_id","id");--> statement-breakpoint
-- The one note a request had becomes its first note: by who held it (else the staff unknown), when taken.
INSERT INTO "contact_request_notes" ("request_id", "author", "written_at", "text")
SELECT "id", coalesce("taken_by", "closed_by", '—'), coalesce("taken_at", "created_at"), "note"
FROM "contact_requests" WHERE "note" IS NOT NULL AND "note" <> '';--> statement-breakpoint
ALTER TABLE "contact_requests" DROP COLUMN "note";