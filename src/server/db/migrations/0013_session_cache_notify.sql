-- Hand-written (drizzle-kit does not generate triggers): every change to what a signed-in request is
-- allowed to do (a session ended or renewed, an account deactivated, paid, promoted or demoted, the
-- legal texts accepted or revised) tells every app instance, whoever made the change (the app,
-- better-auth, an operator in psql). Each instance drops the user's cached session lookups
-- (src/server/lib/session-cache.ts). PostgreSQL delivers a NOTIFY only when its transaction commits.
-- The quota counters are not in the list: the chat's reservation is the authority for them.
CREATE FUNCTION "alohabot_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	affected text;
BEGIN
	IF TG_TABLE_NAME = 'app_meta' THEN
		affected := '*';
	ELSIF TG_TABLE_NAME = 'users' THEN
		affected := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
	ELSE
		affected := CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END;
	END IF;
	PERFORM pg_notify('alohabot_public_cache', 'session:' || affected);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_sessions_changed" AFTER UPDATE OR DELETE ON "user_sessions"
	FOR EACH ROW EXECUTE FUNCTION "alohabot_session_changed"();--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "alohabot_session_changed"();--> statement-breakpoint
CREATE TRIGGER "user_roles_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
	FOR EACH ROW EXECUTE FUNCTION "alohabot_session_changed"();--> statement-breakpoint
CREATE TRIGGER "profiles_access_changed" AFTER UPDATE OF "deactivated", "has_paid", "terms_accepted",
	"privacy_accepted", "terms_version_accepted", "privacy_version_accepted" OR DELETE ON "profiles"
	FOR EACH ROW EXECUTE FUNCTION "alohabot_session_changed"();--> statement-breakpoint
CREATE TRIGGER "legal_revision_changed" AFTER INSERT OR UPDATE ON "app_meta"
	FOR EACH ROW WHEN (NEW."key" = 'legal_revision') EXECUTE FUNCTION "alohabot_session_changed"();
