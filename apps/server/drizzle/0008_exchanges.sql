CREATE TABLE "exchange_items" (
	"exchange_id" uuid NOT NULL,
	"kit_id" uuid NOT NULL,
	"from_side" text NOT NULL,
	CONSTRAINT "exchange_items_exchange_id_kit_id_pk" PRIMARY KEY("exchange_id","kit_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_offer_kits" (
	"offer_id" uuid NOT NULL,
	"kit_id" uuid NOT NULL,
	"side" text NOT NULL,
	CONSTRAINT "exchange_offer_kits_offer_id_kit_id_pk" PRIMARY KEY("offer_id","kit_id"),
	CONSTRAINT "exchange_offer_kits_side_valid" CHECK ("exchange_offer_kits"."side" in ('poster','offerer'))
);
--> statement-breakpoint
CREATE TABLE "exchange_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"offerer_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"compensation_payer" text,
	"compensation_amount" bigint,
	"note" text DEFAULT '' NOT NULL,
	"revision_note" text,
	"revision_rounds" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_offers_status_valid" CHECK ("exchange_offers"."status" in ('open','revision_requested','withdrawn','rejected','accepted','closed')),
	CONSTRAINT "exchange_offers_compensation_valid" CHECK (("exchange_offers"."compensation_payer" is null and "exchange_offers"."compensation_amount" is null) or ("exchange_offers"."compensation_payer" in ('poster','offerer') and "exchange_offers"."compensation_amount" >= 1000)),
	CONSTRAINT "exchange_offers_rounds_range" CHECK ("exchange_offers"."revision_rounds" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "exchange_post_kits" (
	"post_id" uuid NOT NULL,
	"kit_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"grade_code" text NOT NULL,
	"series" text NOT NULL,
	"scale" text NOT NULL,
	CONSTRAINT "exchange_post_kits_post_id_kit_id_pk" PRIMARY KEY("post_id","kit_id")
);
--> statement-breakpoint
CREATE TABLE "exchange_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poster_id" uuid NOT NULL,
	"content" text NOT NULL,
	"photos" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "exchange_posts_status_valid" CHECK ("exchange_posts"."status" in ('open','closed','traded')),
	CONSTRAINT "exchange_posts_photos_count" CHECK (jsonb_array_length("exchange_posts"."photos") between 1 and 5),
	CONSTRAINT "exchange_posts_closed_at" CHECK (("exchange_posts"."status" = 'open') = ("exchange_posts"."closed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "exchanges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"poster_id" uuid NOT NULL,
	"offerer_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"compensation_payer" text,
	"compensation_payer_id" uuid,
	"compensation_amount" bigint,
	"compensation_state" text DEFAULT 'none' NOT NULL,
	"poster_from" jsonb,
	"poster_to" jsonb,
	"offerer_from" jsonb,
	"offerer_to" jsonb,
	"poster_fee" bigint,
	"poster_fee_state" text DEFAULT 'none' NOT NULL,
	"offerer_fee" bigint,
	"offerer_fee_state" text DEFAULT 'none' NOT NULL,
	"canceled_by" uuid,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "exchanges_status_valid" CHECK ("exchanges"."status" in ('pending','packaging','delivering','delivered','completed','canceled','failed')),
	CONSTRAINT "exchanges_compensation_state_valid" CHECK ("exchanges"."compensation_state" in ('none','held','released','refunded')),
	CONSTRAINT "exchanges_compensation_valid" CHECK (("exchanges"."compensation_payer" is null and "exchanges"."compensation_amount" is null and "exchanges"."compensation_payer_id" is null and "exchanges"."compensation_state" = 'none')
        or ("exchanges"."compensation_payer" in ('poster','offerer') and "exchanges"."compensation_amount" >= 1000 and "exchanges"."compensation_payer_id" is not null and "exchanges"."compensation_state" <> 'none')),
	CONSTRAINT "exchanges_parties_differ" CHECK ("exchanges"."poster_id" <> "exchanges"."offerer_id"),
	CONSTRAINT "exchanges_fee_states_valid" CHECK ("exchanges"."poster_fee_state" in ('none','held','refunded','applied') and "exchanges"."offerer_fee_state" in ('none','held','refunded','applied')),
	CONSTRAINT "exchanges_fees_paid_have_amount" CHECK (("exchanges"."poster_fee_state" = 'none' or "exchanges"."poster_fee" >= 0) and ("exchanges"."offerer_fee_state" = 'none' or "exchanges"."offerer_fee" >= 0))
);
--> statement-breakpoint
ALTER TABLE "exchange_items" ADD CONSTRAINT "exchange_items_exchange_id_exchanges_id_fk" FOREIGN KEY ("exchange_id") REFERENCES "public"."exchanges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_items" ADD CONSTRAINT "exchange_items_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_offer_kits" ADD CONSTRAINT "exchange_offer_kits_offer_id_exchange_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."exchange_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_offer_kits" ADD CONSTRAINT "exchange_offer_kits_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_offers" ADD CONSTRAINT "exchange_offers_post_id_exchange_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."exchange_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_offers" ADD CONSTRAINT "exchange_offers_offerer_id_users_id_fk" FOREIGN KEY ("offerer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_post_kits" ADD CONSTRAINT "exchange_post_kits_post_id_exchange_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."exchange_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_post_kits" ADD CONSTRAINT "exchange_post_kits_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_posts" ADD CONSTRAINT "exchange_posts_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_post_id_exchange_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."exchange_posts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_offer_id_exchange_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."exchange_offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_offerer_id_users_id_fk" FOREIGN KEY ("offerer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_compensation_payer_id_users_id_fk" FOREIGN KEY ("compensation_payer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_items_kit_idx" ON "exchange_items" USING btree ("kit_id");--> statement-breakpoint
CREATE INDEX "exchange_offer_kits_kit_idx" ON "exchange_offer_kits" USING btree ("kit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_offers_live_key" ON "exchange_offers" USING btree ("post_id","offerer_id") WHERE "exchange_offers"."status" in ('open','revision_requested');--> statement-breakpoint
CREATE INDEX "exchange_offers_post_idx" ON "exchange_offers" USING btree ("post_id","status","created_at");--> statement-breakpoint
CREATE INDEX "exchange_offers_offerer_idx" ON "exchange_offers" USING btree ("offerer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exchange_post_kits_kit_idx" ON "exchange_post_kits" USING btree ("kit_id");--> statement-breakpoint
CREATE INDEX "exchange_post_kits_grade_idx" ON "exchange_post_kits" USING btree ("grade_code","post_id");--> statement-breakpoint
CREATE INDEX "exchange_post_kits_series_idx" ON "exchange_post_kits" USING btree ("series","post_id");--> statement-breakpoint
CREATE INDEX "exchange_post_kits_scale_idx" ON "exchange_post_kits" USING btree ("scale","post_id");--> statement-breakpoint
CREATE INDEX "exchange_posts_board_idx" ON "exchange_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "exchange_posts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "exchange_posts_poster_idx" ON "exchange_posts" USING btree ("poster_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exchange_posts_search_trgm_idx" ON "exchange_posts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_offer_key" ON "exchanges" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchanges_post_key" ON "exchanges" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "exchanges_poster_idx" ON "exchanges" USING btree ("poster_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exchanges_offerer_idx" ON "exchanges" USING btree ("offerer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exchanges_compensation_held_idx" ON "exchanges" USING btree ("compensation_payer_id") WHERE "exchanges"."compensation_state" = 'held';