ALTER TABLE "businesses" ADD COLUMN "sponsored_from" date;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "sponsored_until" date;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_sponsorship_window_check" CHECK ("businesses"."sponsored_from" is null or "businesses"."sponsored_until" is null or "businesses"."sponsored_from" <= "businesses"."sponsored_until");