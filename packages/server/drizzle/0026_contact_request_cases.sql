CREATE TABLE "contact_request_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_code" text,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_request_numbers" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
-- Written by hand (docs/decisions/0143): the column is added empty, every request written so far numbered in
-- the order it came within its year (Rome's), and only then required.
ALTER TABLE "contact_requests" ADD COLUMN "numero" text;--> statement-breakpoint
UPDATE "contact_requests" AS r SET "numero" = n.numero
FROM (
  SELECT id, 'R-' || y || '-' || lpad((row_number() OVER (PARTITION BY y ORDER BY id))::text, 6, '0') AS numero
  FROM (SELECT id, extract(year FROM created_at AT TIME ZONE 'Europe/Rome')::int AS y FROM "contact_requests") AS c
) AS n
WHERE r.id = n.id;--> statement-breakpoint
ALTER TABLE "contact_requests" ALTER COLUMN "numero" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "client_read_message_id" integer;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_request_messages" ADD CONSTRAINT "contact_request_messages_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_request_messages_request_idx" ON "contact_request_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_numero_idx" ON "contact_requests" USING btree ("numero");--> statement-breakpoint
-- Written by hand (docs/decisions/0143): each year's counter starts after the numbers given above.
INSERT INTO "contact_request_numbers" ("year", "last")
SELECT substring("numero" FROM 3 FOR 4)::int, max(substring("numero" FROM 8)::int)
FROM "contact_requests"
GROUP BY 1;--> statement-breakpoint
-- The answer a request already had is the first message of its thread, read: the client had it by e-mail.
INSERT INTO "contact_request_messages" ("request_id", "author", "staff_code", "text", "at")
SELECT "id", 'branch', "answered_by", "answer", "answered_at"
FROM "contact_requests"
WHERE "answer" IS NOT NULL AND "answered_at" IS NOT NULL
ORDER BY "answered_at", "id";--> statement-breakpoint
UPDATE "contact_requests" AS r
SET "client_read_message_id" = m."id", "last_message_at" = m."at"
FROM "contact_request_messages" AS m
WHERE m."request_id" = r."id";
