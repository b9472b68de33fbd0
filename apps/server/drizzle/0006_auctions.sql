CREATE TABLE "auction_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"bidder_id" uuid,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_events" (
	"auction_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auction_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"deposit_amount" bigint NOT NULL,
	"deposit_state" text DEFAULT 'held' NOT NULL,
	"max_bid" bigint,
	"max_bid_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_participants_deposit_valid" CHECK ("auction_participants"."deposit_state" in ('held','released','forfeited','applied'))
);
--> statement-breakpoint
CREATE TABLE "auction_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kit_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"kit_snapshot" jsonb NOT NULL,
	"starting_price" bigint NOT NULL,
	"bid_increment" bigint NOT NULL,
	"buy_now_price" bigint,
	"deposit_amount" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_requests_status_valid" CHECK ("auction_requests"."status" in ('pending','approved','rejected','withdrawn')),
	CONSTRAINT "auction_requests_money_valid" CHECK ("auction_requests"."starting_price" > 0 and "auction_requests"."bid_increment" > 0 and "auction_requests"."deposit_amount" >= 0 and ("auction_requests"."buy_now_price" is null or "auction_requests"."buy_now_price" > "auction_requests"."starting_price")),
	CONSTRAINT "auction_requests_times_valid" CHECK ("auction_requests"."end_at" > "auction_requests"."start_at")
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid,
	"kit_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"kit_snapshot" jsonb NOT NULL,
	"grade_code" text NOT NULL,
	"series" text NOT NULL,
	"search_text" text NOT NULL,
	"starting_price" bigint NOT NULL,
	"bid_increment" bigint NOT NULL,
	"buy_now_price" bigint,
	"deposit_amount" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"planned_end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"current_price" bigint NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"participant_count" integer DEFAULT 0 NOT NULL,
	"leader_id" uuid,
	"runner_up_id" uuid,
	"winner_id" uuid,
	"winning_price" bigint,
	"payment_due_at" timestamp with time zone,
	"second_chance" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"order_id" uuid,
	"canceled_by" uuid,
	"cancel_reason" text,
	"event_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auctions_status_valid" CHECK ("auctions"."status" in ('scheduled','active','ended','completed','failed','canceled')),
	CONSTRAINT "auctions_money_valid" CHECK ("auctions"."starting_price" > 0 and "auctions"."bid_increment" > 0 and "auctions"."deposit_amount" >= 0 and "auctions"."current_price" >= "auctions"."starting_price")
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_events" ADD CONSTRAINT "auction_events_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_participants" ADD CONSTRAINT "auction_participants_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_participants" ADD CONSTRAINT "auction_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_requests" ADD CONSTRAINT "auction_requests_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_requests" ADD CONSTRAINT "auction_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_requests" ADD CONSTRAINT "auction_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_request_id_auction_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."auction_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_kit_id_kits_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."kits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_runner_up_id_users_id_fk" FOREIGN KEY ("runner_up_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_canceled_by_users_id_fk" FOREIGN KEY ("canceled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_bids_auction_idx" ON "auction_bids" USING btree ("auction_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auction_bids_bidder_idx" ON "auction_bids" USING btree ("bidder_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "auction_events_key" ON "auction_events" USING btree ("auction_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_participants_key" ON "auction_participants" USING btree ("auction_id","user_id");--> statement-breakpoint
CREATE INDEX "auction_participants_user_idx" ON "auction_participants" USING btree ("user_id","joined_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auction_participants_max_idx" ON "auction_participants" USING btree ("auction_id","max_bid" DESC NULLS LAST,"max_bid_at");--> statement-breakpoint
CREATE INDEX "auction_requests_seller_idx" ON "auction_requests" USING btree ("seller_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auction_requests_queue_idx" ON "auction_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auction_requests_kit_pending_key" ON "auction_requests" USING btree ("kit_id") WHERE "auction_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_request_key" ON "auctions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "auctions_status_end_idx" ON "auctions" USING btree ("status","end_at");--> statement-breakpoint
CREATE INDEX "auctions_status_start_idx" ON "auctions" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "auctions_seller_idx" ON "auctions" USING btree ("seller_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auctions_kit_idx" ON "auctions" USING btree ("kit_id");--> statement-breakpoint
CREATE INDEX "auctions_grade_idx" ON "auctions" USING btree ("grade_code","status","end_at");--> statement-breakpoint
CREATE INDEX "auctions_search_trgm_idx" ON "auctions" USING gin ("search_text" gin_trgm_ops);