CREATE TABLE "catalogue_editions" (
	"key" text PRIMARY KEY NOT NULL,
	"tips" text NOT NULL,
	"info" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_images" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"released_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"offered" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_regions" (
	"vendor" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	"usable" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalogue_regions_vendor_code_pk" PRIMARY KEY("vendor","code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"storage_gb_hour_micros" bigint NOT NULL,
	"storage_step_gb" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_settings_one_row" CHECK ("catalogue_settings"."id" = 1),
	CONSTRAINT "catalogue_settings_storage_price" CHECK ("catalogue_settings"."storage_gb_hour_micros" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_sizes" (
	"key" text PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"vcpu" integer NOT NULL,
	"memory_gib" integer NOT NULL,
	"default_storage_gb" integer NOT NULL,
	"max_storage_gb" integer NOT NULL,
	"hourly_micros" bigint NOT NULL,
	"offered" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalogue_sizes_price" CHECK ("catalogue_sizes"."hourly_micros" > 0),
	CONSTRAINT "catalogue_sizes_storage" CHECK ("catalogue_sizes"."default_storage_gb" <= "catalogue_sizes"."max_storage_gb")
);
--> statement-breakpoint
CREATE TABLE "catalogue_vendors" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_regions" ADD CONSTRAINT "catalogue_regions_vendor_catalogue_vendors_key_fk" FOREIGN KEY ("vendor") REFERENCES "public"."catalogue_vendors"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_sizes" ADD CONSTRAINT "catalogue_sizes_edition_catalogue_editions_key_fk" FOREIGN KEY ("edition") REFERENCES "public"."catalogue_editions"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_images_kind_version" ON "catalogue_images" USING btree ("kind","version");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_images_one_default" ON "catalogue_images" USING btree ("kind") WHERE "catalogue_images"."is_default";