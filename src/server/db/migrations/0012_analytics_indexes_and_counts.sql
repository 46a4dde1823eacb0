DROP INDEX "user_activity_logs_created_at_idx";--> statement-breakpoint
DROP INDEX "message_ratings_rating_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "user_message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "user_activity_logs_event_created_idx" ON "user_activity_logs" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_activity_logs_created_at_idx" ON "user_activity_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_ratings_rating_idx" ON "message_ratings" USING btree ("rating","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (drizzle-kit does not generate triggers): conversations.user_message_count follows
-- every insert and delete of a visitor's message, whoever writes it.
UPDATE "conversations" c SET "user_message_count" = (
	SELECT count(*) FROM "messages" m WHERE m."conversation_id" = c."id" AND m."role" = 'user'
);--> statement-breakpoint
CREATE FUNCTION "conversations_count_user_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "conversations" SET "user_message_count" = "user_message_count" + 1 WHERE "id" = NEW."conversation_id";
		RETURN NEW;
	END IF;
	UPDATE "conversations" SET "user_message_count" = greatest("user_message_count" - 1, 0) WHERE "id" = OLD."conversation_id";
	RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "messages_count_user_messages_insert" AFTER INSERT ON "messages"
	FOR EACH ROW WHEN (NEW."role" = 'user') EXECUTE FUNCTION "conversations_count_user_messages"();--> statement-breakpoint
CREATE TRIGGER "messages_count_user_messages_delete" AFTER DELETE ON "messages"
	FOR EACH ROW WHEN (OLD."role" = 'user') EXECUTE FUNCTION "conversations_count_user_messages"();
