-- Saved items keep their own copy of the reply (text and place cards) so deleting a conversation
-- never removes them from My Trip. Existing rows are filled from their messages before the
-- cascade from messages is replaced by "set null".
ALTER TABLE "saved_messages" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_messages" ADD COLUMN "content" text;--> statement-breakpoint
ALTER TABLE "saved_messages" ADD COLUMN "places" jsonb DEFAULT '[]'::jsonb;--> statement-breakpoint
UPDATE "saved_messages" SET "content" = "messages"."content", "places" = "messages"."places", "conversation_id" = "messages"."conversation_id" FROM "messages" WHERE "messages"."id" = "saved_messages"."message_id";--> statement-breakpoint
UPDATE "saved_messages" SET "content" = '' WHERE "content" IS NULL;--> statement-breakpoint
UPDATE "saved_messages" SET "places" = '[]'::jsonb WHERE "places" IS NULL;--> statement-breakpoint
ALTER TABLE "saved_messages" ALTER COLUMN "content" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_messages" ALTER COLUMN "places" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_messages" DROP CONSTRAINT "saved_messages_message_id_messages_id_fk";--> statement-breakpoint
ALTER TABLE "saved_messages" ALTER COLUMN "message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_messages" ADD CONSTRAINT "saved_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_messages" ADD CONSTRAINT "saved_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_messages_user_created_idx" ON "saved_messages" USING btree ("user_id","created_at" DESC NULLS LAST);
