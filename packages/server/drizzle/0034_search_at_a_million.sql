-- The console's search at a million clients (docs/decisions/0160): a name is looked for by trigrams among
-- the distinct names (client_names), then its clients by an index in id order; an e-mail exactly, else by
-- trigrams of the part before the @ only (the domain is everyone's).
CREATE TABLE "client_names" (
	"name_key" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "clients_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "client_names_trgm_idx" ON "client_names" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_key_idx" ON "clients" USING btree (lower("cognome" || ' ' || "nome"),"id") WHERE "clients"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "clients_email_key_idx" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "clients_email_local_trgm_idx" ON "clients" USING gin (split_part(lower("email"), '@', 1) gin_trgm_ops);--> statement-breakpoint
-- Whatever writes clients (the import, the seed, the tests), their names are in client_names: one
-- set-based insert per statement, from its transition table.
CREATE FUNCTION "client_names_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "client_names" ("name_key")
    SELECT DISTINCT lower("cognome" || ' ' || "nome") FROM "written_clients"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "clients_inserted_names" AFTER INSERT ON "clients"
  REFERENCING NEW TABLE AS "written_clients" FOR EACH STATEMENT EXECUTE FUNCTION "client_names_add"();--> statement-breakpoint
CREATE TRIGGER "clients_updated_names" AFTER UPDATE ON "clients"
  REFERENCING NEW TABLE AS "written_clients" FOR EACH STATEMENT EXECUTE FUNCTION "client_names_add"();--> statement-breakpoint
INSERT INTO "client_names" ("name_key")
  SELECT DISTINCT lower("cognome" || ' ' || "nome") FROM "clients" ON CONFLICT DO NOTHING;
