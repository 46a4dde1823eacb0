ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
-- Existing data first (hand-written): of a user's paid rows the earliest stays the grant and the
-- rest are flagged for a refund; of their open rows only the newest stays open.
UPDATE "payments" SET "status" = 'refund_due', "refund_reason" = 'duplicate_purchase' WHERE "status" = 'paid' AND "user_id" IS NOT NULL AND "id" NOT IN (SELECT DISTINCT ON ("user_id") "id" FROM "payments" WHERE "status" = 'paid' AND "user_id" IS NOT NULL ORDER BY "user_id", "paid_at" ASC NULLS LAST, "created_at" ASC, "id" ASC);--> statement-breakpoint
UPDATE "payments" SET "status" = 'canceled' WHERE "status" = 'pending' AND "user_id" IS NOT NULL AND "id" NOT IN (SELECT DISTINCT ON ("user_id") "id" FROM "payments" WHERE "status" = 'pending' AND "user_id" IS NOT NULL ORDER BY "user_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_user_key" ON "payments" USING btree ("user_id") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_user_key" ON "payments" USING btree ("user_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("created_at" DESC NULLS LAST) WHERE "payments"."status" = 'refund_due';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending','paid','canceled','refund_due'));