CREATE TABLE "trusted_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");--> statement-breakpoint
-- Disabling a user ends every session at once, whoever disables (the CLI, the admin API, an import or
-- plain SQL), on every instance: the sessions are revoked in the same transaction (docs/decisions/0037).
CREATE FUNCTION "revoke_sessions_of_disabled_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET "revoked_at" = now(), "revoked_reason" = 'disabled'
    WHERE "user_id" = NEW."id" AND "revoked_at" IS NULL;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_disabled_revokes_sessions" AFTER UPDATE OF "disabled_at" ON "users"
  FOR EACH ROW WHEN (OLD."disabled_at" IS NULL AND NEW."disabled_at" IS NOT NULL)
  EXECUTE FUNCTION "revoke_sessions_of_disabled_user"();
