-- The documents' bytes move into the file storage (docs/decisions/0070): each document's content becomes
-- one stored file, owned by 'document:<id>', and the document names it by file_id.
ALTER TABLE "documents" ADD COLUMN "file_id" uuid;--> statement-breakpoint
UPDATE "documents" SET "file_id" = gen_random_uuid();--> statement-breakpoint
INSERT INTO "stored_files" ("id", "owner", "name", "mime_type", "size", "content")
  SELECT "file_id", 'document:' || "id", "name", "mime_type", octet_length("content"), "content" FROM "documents";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "content";--> statement-breakpoint
-- A document's file goes with it, however the document goes (an import's removal, its policy's cascade).
CREATE FUNCTION "delete_document_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stored_files" WHERE "id" = OLD."file_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "documents_file_gone" AFTER DELETE ON "documents"
  FOR EACH ROW WHEN (OLD."file_id" IS NOT NULL) EXECUTE FUNCTION "delete_document_file"();
