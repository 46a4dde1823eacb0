CREATE TABLE "request_metrics" (
	"bucket_start" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status_class" smallint NOT NULL,
	"count" integer NOT NULL,
	"duration_ms_sum" double precision NOT NULL,
	"duration_ms_max" double precision NOT NULL,
	"le_50" integer DEFAULT 0 NOT NULL,
	"le_100" integer DEFAULT 0 NOT NULL,
	"le_250" integer DEFAULT 0 NOT NULL,
	"le_500" integer DEFAULT 0 NOT NULL,
	"le_1000" integer DEFAULT 0 NOT NULL,
	"le_2500" integer DEFAULT 0 NOT NULL,
	"le_inf" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "request_metrics_pkey" PRIMARY KEY("bucket_start","method","route","status_class"),
	CONSTRAINT "request_metrics_status_class_check" CHECK ("request_metrics"."status_class" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_heartbeats" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_ratings" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_ratings" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "message_ratings" ADD CONSTRAINT "message_ratings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;