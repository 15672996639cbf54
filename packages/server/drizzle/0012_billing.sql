CREATE SEQUENCE "public"."bill_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bill_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" uuid NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_key" text,
	"provider_key" text NOT NULL,
	"payment_method_id" uuid,
	"status" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"charged_micros" bigint,
	"provider_charge_id" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bill_payments_provider_key_unique" UNIQUE("provider_key")
);
--> statement-breakpoint
CREATE TABLE "billing_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"subtotal_micros" bigint DEFAULT 0 NOT NULL,
	"list_subtotal_micros" bigint DEFAULT 0 NOT NULL,
	"credit_micros" bigint DEFAULT 0 NOT NULL,
	"carried_in_micros" bigint DEFAULT 0 NOT NULL,
	"amount_due_micros" bigint DEFAULT 0 NOT NULL,
	"carried_out_micros" bigint DEFAULT 0 NOT NULL,
	"carried_into_bill_id" uuid,
	"paid_micros" bigint,
	"closed_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"last_payment_error" text,
	"last_payment_error_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bills_serial_number_unique" UNIQUE("serial_number"),
	CONSTRAINT "bills_period" CHECK ("bills"."period_start" < "bills"."period_end")
);
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"used_micros" bigint DEFAULT 0 NOT NULL,
	"products" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	CONSTRAINT "credits_used" CHECK ("credits"."used_micros" >= 0 and "credits"."used_micros" <= "credits"."amount_micros")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"serial_number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"total_micros" bigint NOT NULL,
	CONSTRAINT "invoices_bill_id_unique" UNIQUE("bill_id"),
	CONSTRAINT "invoices_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "meter_intervals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"cluster_id" uuid,
	"status" text NOT NULL,
	"meter_class" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"edition" text NOT NULL,
	"size_key" text NOT NULL,
	"vcpu" integer,
	"memory_gib" integer,
	"storage_gb" integer NOT NULL,
	"vendor" text NOT NULL,
	"region" text NOT NULL,
	"unit_price_micros" bigint DEFAULT 0 NOT NULL,
	"list_unit_price_micros" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"accounted_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_days" (
	"bill_id" uuid NOT NULL,
	"day" date NOT NULL,
	"amount_micros" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_days_bill_id_day_pk" PRIMARY KEY("bill_id","day")
);
--> statement-breakpoint
CREATE TABLE "usage_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"cluster_id" uuid,
	"meter_class" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"edition" text NOT NULL,
	"size_key" text NOT NULL,
	"vcpu" integer,
	"memory_gib" integer,
	"storage_gb" integer NOT NULL,
	"vendor" text NOT NULL,
	"region" text NOT NULL,
	"unit_price_micros" bigint DEFAULT 0 NOT NULL,
	"list_unit_price_micros" bigint DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "instance_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_events" ADD CONSTRAINT "bill_events_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_carried_into_bill_id_bills_id_fk" FOREIGN KEY ("carried_into_bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_credit_id_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_intervals" ADD CONSTRAINT "meter_intervals_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_intervals" ADD CONSTRAINT "meter_intervals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_days" ADD CONSTRAINT "usage_days_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_lines" ADD CONSTRAINT "usage_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_lines" ADD CONSTRAINT "usage_lines_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_events_bill" ON "bill_events" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_one_pending" ON "bill_payments" USING btree ("bill_id") WHERE "bill_payments"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_client_key" ON "bill_payments" USING btree ("bill_id","client_key") WHERE "bill_payments"."client_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_user_period" ON "bills" USING btree ("user_id","period_start");--> statement-breakpoint
CREATE INDEX "bills_status_period_end" ON "bills" USING btree ("status","period_end");--> statement-breakpoint
CREATE INDEX "credit_applications_bill" ON "credit_applications" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "credits_user" ON "credits" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_intervals_one_open" ON "meter_intervals" USING btree ("instance_id") WHERE "meter_intervals"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "meter_intervals_instance" ON "meter_intervals" USING btree ("instance_id","started_at");--> statement-breakpoint
CREATE INDEX "meter_intervals_user_open" ON "meter_intervals" USING btree ("user_id") WHERE "meter_intervals"."ended_at" is null and "meter_intervals"."meter_class" <> 'NONE';--> statement-breakpoint
CREATE UNIQUE INDEX "usage_lines_key" ON "usage_lines" USING btree ("bill_id","instance_id","meter_class","size_key","storage_gb","unit_price_micros","list_unit_price_micros","type","edition","vendor","region");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_one_default" ON "payment_methods" USING btree ("user_id") WHERE "payment_methods"."is_default";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key");