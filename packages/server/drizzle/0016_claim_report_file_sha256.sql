-- Each kept file of a claim report carries the SHA-256 of its bytes, which the document the client signs
-- lists beside its name (docs/decisions/0128). Written by hand after drizzle-kit's ADD COLUMN: the column is
-- added empty, filled from the bytes already kept (PostgreSQL's own sha256()), then required. A row whose
-- bytes are gone (a sweep cut short between the bytes and the row) names nothing that can be served or
-- signed: it goes, with its thumbnail.
ALTER TABLE "claim_report_files" ADD COLUMN "sha256" text;--> statement-breakpoint
UPDATE "claim_report_files" AS f SET "sha256" = encode(sha256(s."content"), 'hex')
  FROM "stored_files" AS s WHERE s."id" = f."file_id";--> statement-breakpoint
DELETE FROM "stored_files" WHERE "id" IN
  (SELECT "thumbnail_id" FROM "claim_report_files" WHERE "sha256" IS NULL);--> statement-breakpoint
DELETE FROM "claim_report_files" WHERE "sha256" IS NULL;--> statement-breakpoint
ALTER TABLE "claim_report_files" ALTER COLUMN "sha256" SET NOT NULL;
