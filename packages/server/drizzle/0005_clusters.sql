CREATE TABLE "clusters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"service_state" text,
	"type" text NOT NULL,
	"edition" text DEFAULT 'powerhouse-standard' NOT NULL,
	"vendor" text NOT NULL,
	"region" text NOT NULL,
	"version" text NOT NULL,
	"port" integer NOT NULL,
	"allowed_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"memory_threshold" integer NOT NULL,
	"log_level" integer NOT NULL,
	"node_id_cache" integer NOT NULL,
	"root_password_hash" text NOT NULL,
	"service_address" text,
	"failure_reason" text,
	"manager_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terminated_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "instances_one_free";--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "cluster_id" uuid;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clusters" ADD CONSTRAINT "clusters_manager_id_instances_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."instances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clusters_user" ON "clusters" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clusters_user_name_live" ON "clusters" USING btree ("user_id","name") WHERE "clusters"."status" <> 'TERMINATED';--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_cluster_id_clusters_id_fk" FOREIGN KEY ("cluster_id") REFERENCES "public"."clusters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instances_cluster" ON "instances" USING btree ("cluster_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instances_one_free" ON "instances" USING btree ("user_id") WHERE "instances"."type" = 'FREE' and "instances"."status" <> 'TERMINATED' and ("instances"."cluster_id" is null or "instances"."role" = 'GRAPH_V5_META_SERVER');