CREATE TABLE "engine_host" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"address" text NOT NULL,
	"runner_id" text NOT NULL,
	"pid" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "engine_host_one_row" CHECK ("engine_host"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lease_until" timestamp with time zone;