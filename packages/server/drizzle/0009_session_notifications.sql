-- Each instance keeps the sessions it resolved for a few seconds (modules/auth/session-cache.ts,
-- docs/decisions/0075). Whatever changes what a cached session answers (its revocation or expiry, its
-- user's disabling, activation, forced password change, codes or roles) tells every instance at once on
-- the channel `area_clienti_sessions`, whoever changes it (the API, the command line, an import, plain
-- SQL): the payload is the user's id, or '*' when a table was truncated. PostgreSQL sends it at commit,
-- one per user and transaction. The last-seen time is left out: it changes once a minute per session.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user integer;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('area_clienti_sessions', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'users' THEN
    changed_user := OLD."id";
  ELSIF TG_OP = 'INSERT' THEN
    changed_user := NEW."user_id";
  ELSE
    changed_user := OLD."user_id";
  END IF;
  PERFORM pg_notify('area_clienti_sessions', changed_user::text);
  -- A session or a role moved to another user (never done, but plain SQL could): both are told.
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME <> 'users' THEN
    PERFORM pg_notify('area_clienti_sessions', NEW."user_id"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_change_notifies" AFTER UPDATE OF "revoked_at", "revoked_reason", "expires_at", "user_id", "token_hash" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "users_change_notifies" AFTER UPDATE OF "disabled_at", "enabled", "password_update_required", "user_code", "client_id" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "user_roles_change_notifies" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_truncate_notifies" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "users_truncate_notifies" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();--> statement-breakpoint
CREATE TRIGGER "user_roles_truncate_notifies" AFTER TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
