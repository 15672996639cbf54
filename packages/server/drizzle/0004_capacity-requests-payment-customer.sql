CREATE TABLE "capacity_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vendor" text NOT NULL,
	"region" text NOT NULL,
	"size_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "capacity_requests" ADD CONSTRAINT "capacity_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "capacity_requests_one_open" ON "capacity_requests" USING btree ("user_id","vendor","region","size_key") WHERE "capacity_requests"."status" = 'OPEN';