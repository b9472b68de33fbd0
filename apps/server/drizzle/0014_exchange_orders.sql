ALTER TABLE "exchanges" ADD COLUMN "order_to_poster_id" uuid;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "order_to_offerer_id" uuid;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "ship_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "poster_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "offerer_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_order_to_poster_id_orders_id_fk" FOREIGN KEY ("order_to_poster_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_order_to_offerer_id_orders_id_fk" FOREIGN KEY ("order_to_offerer_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchanges_packaging_idx" ON "exchanges" USING btree ("ship_by") WHERE "exchanges"."status" = 'packaging';--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_orders_after_fees" CHECK (("exchanges"."order_to_poster_id" is null) = ("exchanges"."order_to_offerer_id" is null));