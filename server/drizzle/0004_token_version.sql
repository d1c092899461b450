ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A new password or role ends every session issued before it, whichever path made the change (API, CLI, SQL).
CREATE FUNCTION "users_bump_token_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash OR NEW.role IS DISTINCT FROM OLD.role THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_bump_token_version" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_bump_token_version"();--> statement-breakpoint
-- Every API process caches each user's token version, role and e-mail: tell them all when one changes or goes.
CREATE FUNCTION "users_notify_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('btj_users_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_notify_changed" AFTER UPDATE ON "users" FOR EACH ROW WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.role IS DISTINCT FROM NEW.role OR OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION "users_notify_changed"();--> statement-breakpoint
CREATE TRIGGER "users_notify_deleted" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_notify_changed"();--> statement-breakpoint
CREATE TRIGGER "users_notify_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "users_notify_changed"();
