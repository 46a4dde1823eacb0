-- Hand-written (drizzle-kit does not generate INCLUDE columns): the chat's conversation list reads
-- id, title and updated_at of one user's conversations, newest first. With the id and title in the
-- index, PostgreSQL answers it from the index alone (an index-only scan once the table is vacuumed)
-- instead of visiting each conversation's wide row (its detected places live there). Migration 0015
-- drops the index it replaces (conversations_user_updated_idx, the same key without the columns);
-- see decision 020.
CREATE INDEX IF NOT EXISTS "conversations_user_list_idx" ON "conversations" USING btree ("user_id", "updated_at" DESC) INCLUDE ("id", "title");
