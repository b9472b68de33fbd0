CREATE TABLE "exchange_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exchange_id" uuid NOT NULL,
	"side" text NOT NULL,
	"opened_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	CONSTRAINT "exchange_disputes_status_valid" CHECK ("exchange_disputes"."status" in ('open','resolved')),
	CONSTRAINT "exchange_disputes_side_valid" CHECK ("exchange_disputes"."side" in ('poster','offerer')),
	CONSTRAINT "exchange_disputes_resolved_at" CHECK (("exchange_disputes"."status" = 'open') = ("exchange_disputes"."resolved_at" is null)),
	CONSTRAINT "exchange_disputes_photos_count" CHECK (jsonb_array_length("exchange_disputes"."photo_keys") between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "exchange_disputes" ADD CONSTRAINT "exchange_disputes_exchange_id_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_disputes" ADD CONSTRAINT "exchange_disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_disputes" ADD CONSTRAINT "exchange_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_disputes_side_key" ON "exchange_disputes" USING btree ("exchange_id","side");--> statement-breakpoint
CREATE INDEX "exchange_disputes_open_idx" ON "exchange_disputes" USING btree ("exchange_id") WHERE "exchange_disputes"."status" = 'open';