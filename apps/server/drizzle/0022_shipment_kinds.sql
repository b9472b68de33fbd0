DROP INDEX "shipments_order_key";--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "kind" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_kind_key" ON "shipments" USING btree ("order_id","kind");--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_kind_check" CHECK ("shipments"."kind" in ('delivery', 'return'));