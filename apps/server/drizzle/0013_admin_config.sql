CREATE TABLE "platform_setting_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb NOT NULL,
	"changed_by" uuid,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_amount_range";--> statement-breakpoint
ALTER TABLE "seller_subscriptions" ADD COLUMN "plan_price" bigint;--> statement-breakpoint
ALTER TABLE "seller_subscriptions" ADD COLUMN "max_listings" integer;--> statement-breakpoint
ALTER TABLE "seller_subscriptions" ADD COLUMN "max_open_auctions" integer;--> statement-breakpoint
ALTER TABLE "seller_subscriptions" ADD COLUMN "is_unlimited" boolean;--> statement-breakpoint
ALTER TABLE "seller_subscriptions" ADD COLUMN "duration_days" integer;--> statement-breakpoint
ALTER TABLE "platform_setting_changes" ADD CONSTRAINT "platform_setting_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_setting_changes_time_idx" ON "platform_setting_changes" USING btree ("changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "platform_setting_changes_key_idx" ON "platform_setting_changes" USING btree ("key","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_log_time_idx" ON "staff_audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_log_action_idx" ON "staff_audit_log" USING btree ("action","created_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_amount_range" CHECK ("withdrawals"."amount" >= 10000 and "withdrawals"."amount" <= 100000000);--> statement-breakpoint
-- hand-written:
-- the audit log's free-text search on the reason (ILIKE '%…%') uses a trigram index
CREATE INDEX "staff_audit_log_reason_trgm_idx" ON "staff_audit_log" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
-- every subscription keeps what was bought (admins edit plans for new purchases only): today's values for the existing rows
UPDATE "seller_subscriptions" s SET
  "plan_price" = p."price",
  "max_listings" = p."max_listings",
  "max_open_auctions" = p."max_open_auctions",
  "is_unlimited" = p."is_unlimited",
  "duration_days" = p."duration_days"
FROM "subscription_plans" p WHERE p."id" = s."plan_id";--> statement-breakpoint
-- a row inserted without the copy (fixtures, demo data) takes the plan's values of that moment
CREATE FUNCTION "seller_subscriptions_copy_plan"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."plan_price" IS NULL THEN
    SELECT p."price", p."max_listings", p."max_open_auctions", p."is_unlimited", p."duration_days"
      INTO NEW."plan_price", NEW."max_listings", NEW."max_open_auctions", NEW."is_unlimited", NEW."duration_days"
      FROM "subscription_plans" p WHERE p."id" = NEW."plan_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "seller_subscriptions_copy_plan" BEFORE INSERT ON "seller_subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "seller_subscriptions_copy_plan"();
