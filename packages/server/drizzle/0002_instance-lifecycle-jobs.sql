CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "kind" text DEFAULT 'BLAZE' NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "type" text DEFAULT 'FREE' NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "edition" text DEFAULT 'shared' NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "service_state" text;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "vendor" text DEFAULT 'aws' NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "region" text DEFAULT 'us-east-1' NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "size_key" text DEFAULT 'shared-2c8g' NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "storage_gb" integer DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "version" text DEFAULT '4.5.2' NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "port" integer DEFAULT 60061 NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "allowed_ips" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "memory_threshold" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "log_level" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "node_id_cache" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "short_uuid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "service_address" text;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "clone_of" uuid;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "storage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "terminated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_active_per_instance" ON "jobs" USING btree ("instance_id") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_status" ON "jobs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_methods_user" ON "payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instances_user_name_live" ON "instances" USING btree ("user_id","name") WHERE "instances"."status" <> 'TERMINATED';--> statement-breakpoint
CREATE UNIQUE INDEX "instances_one_free" ON "instances" USING btree ("user_id") WHERE "instances"."type" = 'FREE' and "instances"."status" <> 'TERMINATED';