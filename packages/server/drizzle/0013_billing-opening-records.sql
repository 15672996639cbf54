-- Billing starts here (issue 14, docs/decisions.md "Billing"): every instance that exists when this
-- migration runs gets an open meter interval from now, priced from the catalogue as it stands, so
-- its usage counts from the moment the server can count it. Until now an account had at most one
-- payment method: it becomes the default.
UPDATE "payment_methods" SET "is_default" = true;
--> statement-breakpoint
INSERT INTO "meter_intervals" (
  "instance_id", "user_id", "cluster_id", "status", "meter_class", "kind", "type", "edition",
  "size_key", "vcpu", "memory_gib", "storage_gb", "vendor", "region",
  "unit_price_micros", "list_unit_price_micros", "started_at", "accounted_until"
)
SELECT
  i."id", i."user_id", i."cluster_id", i."status", m."meter_class", i."kind", i."type", i."edition",
  i."size_key", s."vcpu", s."memory_gib", i."storage_gb", i."vendor", i."region",
  CASE WHEN i."type" = 'FREE' THEN 0 ELSE p."list" END, p."list",
  date_trunc('second', now()), date_trunc('second', now())
FROM "instances" i
LEFT JOIN "catalogue_sizes" s ON s."key" = i."size_key"
CROSS JOIN "catalogue_settings" st
CROSS JOIN LATERAL (
  SELECT CASE
    WHEN i."status" IN ('RUNNING', 'RESTARTING', 'BACKUPING', 'RECOVERING') THEN 'COMPUTE'
    -- EXTENDING and UPDATING keep what the status before them cost; unknown here, the cheaper one.
    WHEN i."status" IN ('STARTING', 'STOPPING', 'STOPPED', 'SHUTDOWN', 'CHANGING', 'EXTENDING', 'UPDATING') THEN 'STORAGE'
    ELSE 'NONE'
  END AS "meter_class"
) m
CROSS JOIN LATERAL (
  SELECT CASE m."meter_class"
    WHEN 'COMPUTE' THEN coalesce(s."hourly_micros", 0)
      + greatest(0, i."storage_gb" - coalesce(s."default_storage_gb", 0)) * st."storage_gb_hour_micros"
    WHEN 'STORAGE' THEN i."storage_gb" * st."storage_gb_hour_micros"
    ELSE 0
  END AS "list"
) p;
