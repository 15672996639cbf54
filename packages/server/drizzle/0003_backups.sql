CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"status" text NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"nodes" bigint,
	"edges" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_instance" ON "backups" USING btree ("instance_id","created_at");