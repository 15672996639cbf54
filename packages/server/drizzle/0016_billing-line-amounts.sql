ALTER TABLE "meter_intervals" ADD COLUMN "line_seconds" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_lines" ADD COLUMN "amount_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_lines" ADD COLUMN "list_amount_micros" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What the meter accounted before these columns existed: each line's amounts (rounded once, half
-- up, as src/lib/money.ts), and each open interval's line as it stands.
UPDATE "usage_lines" SET
  "amount_micros" = ("unit_price_micros" * "seconds" + 1800) / 3600,
  "list_amount_micros" = ("list_unit_price_micros" * "seconds" + 1800) / 3600;
--> statement-breakpoint
UPDATE "meter_intervals" m SET "line_seconds" = l."seconds"
FROM "usage_lines" l
JOIN "bills" b ON b."id" = l."bill_id"
WHERE m."ended_at" IS NULL
  AND b."user_id" = m."user_id"
  AND b."period_start" <= m."accounted_until" AND m."accounted_until" < b."period_end"
  AND l."instance_id" = m."instance_id" AND l."meter_class" = m."meter_class"
  AND l."size_key" = m."size_key" AND l."storage_gb" = m."storage_gb"
  AND l."unit_price_micros" = m."unit_price_micros"
  AND l."list_unit_price_micros" = m."list_unit_price_micros"
  AND l."type" = m."type" AND l."edition" = m."edition"
  AND l."vendor" = m."vendor" AND l."region" = m."region";
