-- The console's search (docs/decisions/0096): trigram matching. pg_trgm is a trusted extension (PostgreSQL 13+):
-- the database's owner may create it; the embedded engine and PostgreSQL's contrib packages ship it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_mobile_key_idx" ON "users" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "users_client_idx" ON "users" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "clients_codice_fiscale_trgm_idx" ON "clients" USING gin (upper(regexp_replace("codice_fiscale", '[^A-Za-z0-9]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin (lower("cognome" || ' ' || "nome") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_mobile_key_idx" ON "clients" USING btree (right(regexp_replace("cell", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "sinistri_numero_key_idx" ON "sinistri" USING btree (upper(regexp_replace("numero_sinistro_compagnia", '[^A-Za-z0-9]', '', 'g')));--> statement-breakpoint
CREATE INDEX "dossiers_numero_polizza_key_idx" ON "dossiers" USING btree (upper(regexp_replace("numero_polizza", '[^A-Za-z0-9]', '', 'g')));--> statement-breakpoint
CREATE INDEX "dossiers_targa_key_idx" ON "dossiers" USING btree (upper(regexp_replace("targa", '[^A-Za-z0-9]', '', 'g')));