-- Hand-written: the legal revision's row deleted (an operator resetting it) tells every instance too,
-- like its insert and update in migration 0013 (found in the review at the end of session 7).
CREATE TRIGGER "legal_revision_deleted" AFTER DELETE ON "app_meta"
	FOR EACH ROW WHEN (OLD."key" = 'legal_revision') EXECUTE FUNCTION "alohabot_session_changed"();
