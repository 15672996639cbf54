CREATE TABLE "instance_networks" (
	"instance_id" uuid PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"region" text NOT NULL,
	"revision" integer NOT NULL,
	"vpc_cidr" text NOT NULL,
	"subnet_cidr" text NOT NULL,
	"public_access" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vpc_networks" (
	"vendor" text NOT NULL,
	"region" text NOT NULL,
	"vpc_cidr" text NOT NULL,
	"subnet_cidr" text NOT NULL,
	"public_access" boolean NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "vpc_networks_vendor_region_pk" PRIMARY KEY("vendor","region"),
	CONSTRAINT "vpc_networks_revision_positive" CHECK ("vpc_networks"."revision" > 0)
);
--> statement-breakpoint
ALTER TABLE "instance_networks" ADD CONSTRAINT "instance_networks_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instance_networks_region" ON "instance_networks" USING btree ("vendor","region","revision");