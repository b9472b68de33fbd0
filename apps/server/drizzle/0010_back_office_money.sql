ALTER TABLE "order_complaints" ADD COLUMN "seller_response" text;--> statement-breakpoint
ALTER TABLE "order_complaints" ADD COLUMN "seller_responded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ledger_journals_created_idx" ON "ledger_journals" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "topups_created_idx" ON "topups" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "topups_status_idx" ON "topups" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_type_idx" ON "orders" USING btree ("type","created_at" DESC NULLS LAST);