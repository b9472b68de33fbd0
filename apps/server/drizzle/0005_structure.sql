ALTER TABLE "seller_subscriptions" ADD COLUMN "expiry_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
-- the expiry warning was marked by a finished jobs row; it is a column of the period now
UPDATE "seller_subscriptions" AS s SET "expiry_warned_at" = j."created_at"
  FROM "jobs" AS j
  WHERE j."kind" = 'plans.expiry_warning' AND j."dedupe_key" = 'plan-expiry-warning:' || s."id"::text;--> statement-breakpoint
-- the carrier's parcel is asked for by the orders module now (job kind renamed with its owner)
UPDATE "jobs" SET "kind" = 'orders.create_shipment', "dedupe_key" = replace("dedupe_key", 'shipping.create_shipment:', 'orders.create_shipment:')
  WHERE "kind" = 'shipping.create_shipment' AND "status" IN ('pending', 'running');
