-- trigram indexes for the accent-insensitive storefront search
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "grades" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "grades_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "kit_accessories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kit_id" uuid NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "kit_accessories_quantity_range" CHECK ("kit_accessories"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "kit_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kit_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_images_position_range" CHECK ("kit_images"."position" between 0 and 8)
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"grade_code" text NOT NULL,
	"series" text NOT NULL,
	"scale" text NOT NULL,
	"condition" text NOT NULL,
	"condition_description" text,
	"manufacturer" text DEFAULT 'Bandai' NOT NULL,
	"version" text,
	"parts_total" integer,
	"material" text,
	"weight_grams" integer NOT NULL,
	"release_year" integer,
	"description" text DEFAULT '' NOT NULL,
	"price" bigint,
	"status" text DEFAULT 'in_store' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kits_status_valid" CHECK ("kits"."status" in ('in_store','published','processing','pending_auction_approval','auctioning','for_exchange','exchanging')),
	CONSTRAINT "kits_scale_valid" CHECK ("kits"."scale" in ('1/144','1/100','1/60','1/48','non_scale')),
	CONSTRAINT "kits_condition_valid" CHECK ("kits"."condition" in ('new','open_box','built','used')),
	CONSTRAINT "kits_price_range" CHECK ("kits"."price" is null or ("kits"."price" >= 1000 and "kits"."price" <= 1000000000)),
	CONSTRAINT "kits_published_has_price" CHECK ("kits"."status" <> 'published' or "kits"."price" is not null),
	CONSTRAINT "kits_weight_positive" CHECK ("kits"."weight_grams" > 0 and "kits"."weight_grams" <= 100000),
	CONSTRAINT "kits_parts_positive" CHECK ("kits"."parts_total" is null or "kits"."parts_total" > 0),
	CONSTRAINT "kits_view_count_nonneg" CHECK ("kits"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seller_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"duration_days" integer,
	"max_listings" integer,
	"max_open_auctions" integer,
	"is_unlimited" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_price_nonneg" CHECK ("subscription_plans"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kit_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kit_accessories" ADD CONSTRAINT "kit_accessories_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_images" ADD CONSTRAINT "kit_images_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_grade_code_grades_code_fk" FOREIGN KEY ("grade_code") REFERENCES "public"."grades"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_subscriptions" ADD CONSTRAINT "seller_subscriptions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_subscriptions" ADD CONSTRAINT "seller_subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_accessories_kit_idx" ON "kit_accessories" USING btree ("kit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_images_position_key" ON "kit_images" USING btree ("kit_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "kits_slug_key" ON "kits" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "kits_owner_idx" ON "kits" USING btree ("owner_id","status","created_at");--> statement-breakpoint
CREATE INDEX "kits_published_newest_idx" ON "kits" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "kits"."status" = 'published';--> statement-breakpoint
CREATE INDEX "kits_published_price_idx" ON "kits" USING btree ("price","id") WHERE "kits"."status" = 'published';--> statement-breakpoint
CREATE INDEX "kits_published_grade_idx" ON "kits" USING btree ("grade_code","published_at" DESC NULLS LAST) WHERE "kits"."status" = 'published';--> statement-breakpoint
CREATE INDEX "kits_published_owner_idx" ON "kits" USING btree ("owner_id","published_at" DESC NULLS LAST) WHERE "kits"."status" = 'published';--> statement-breakpoint
CREATE INDEX "kits_search_trgm_idx" ON "kits" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "seller_subscriptions_one_active" ON "seller_subscriptions" USING btree ("seller_id") WHERE "seller_subscriptions"."is_active";--> statement-breakpoint
CREATE INDEX "seller_subscriptions_seller_idx" ON "seller_subscriptions" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_owner_key" ON "shops" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_slug_key" ON "shops" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_name_key" ON "shops" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_code_key" ON "subscription_plans" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_kit_key" ON "cart_items" USING btree ("user_id","kit_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_items_kit_idx" ON "cart_items" USING btree ("kit_id");--> statement-breakpoint
-- reference data: grades and plans (product.md §3, §4)
INSERT INTO "grades" ("code", "name", "display_name", "slug", "sort_order") VALUES
  ('EG', 'Entry Grade', 'Entry Grade – Dòng nhập môn', 'entry-grade', 1),
  ('HG', 'High Grade', 'High Grade – Dòng phổ thông', 'high-grade', 2),
  ('RG', 'Real Grade', 'Real Grade – Chi tiết cao tỉ lệ 1/144', 'real-grade', 3),
  ('MG', 'Master Grade', 'Master Grade – Cao cấp tỉ lệ 1/100', 'master-grade', 4),
  ('PG', 'Perfect Grade', 'Perfect Grade – Hoàn hảo tỉ lệ 1/60', 'perfect-grade', 5),
  ('SD', 'Super Deformed', 'Super Deformed – Dòng SD', 'super-deformed', 6),
  ('NG', 'Non Grade', 'Non Grade – Không phân cấp', 'non-grade', 7),
  ('MGEX', 'Master Grade Extreme', 'Master Grade Extreme – MGEX', 'master-grade-extreme', 8),
  ('HIRM', 'Hi-Resolution Model', 'Hi-Resolution Model – HiRM', 'hi-resolution-model', 9),
  ('FM', 'Full Mechanics', 'Full Mechanics – Tỉ lệ 1/100', 'full-mechanics', 10),
  ('RE100', 'Reborn-One Hundred', 'RE/100 – Reborn-One Hundred', 're-100', 11);--> statement-breakpoint
INSERT INTO "subscription_plans" ("code", "name", "price", "duration_days", "max_listings", "max_open_auctions", "is_unlimited", "sort_order") VALUES
  ('trial', 'GÓI DÙNG THỬ', 0, NULL, 5, 1, false, 1),
  ('upgrade', 'GÓI NÂNG CẤP', 359000, 30, 50, 10, false, 2),
  ('unlimited', 'GÓI KHÔNG GIỚI HẠN', 1049000, 30, NULL, NULL, true, 3);
