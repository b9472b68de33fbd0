CREATE TABLE "flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decision" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flags_target_type_valid" CHECK ("flags"."target_type" in ('listing','auction','user')),
	CONSTRAINT "flags_reason_valid" CHECK ("flags"."reason" in ('counterfeit','prohibited','misleading','scam','offensive','duplicate','other')),
	CONSTRAINT "flags_status_valid" CHECK ("flags"."status" in ('open','closed')),
	CONSTRAINT "flags_decision_consistent" CHECK (("flags"."status" = 'open' and "flags"."decision" is null) or ("flags"."status" = 'closed' and "flags"."decision" in ('hide','warn','dismiss') and "flags"."decided_at" is not null)),
	CONSTRAINT "flags_text_length" CHECK ("flags"."text" is null or char_length("flags"."text") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flags_target_reporter_key" ON "flags" USING btree ("target_type","target_id","reporter_id");--> statement-breakpoint
CREATE INDEX "flags_queue_idx" ON "flags" USING btree ("status","target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "flags_target_idx" ON "flags" USING btree ("target_type","target_id","status");--> statement-breakpoint
CREATE INDEX "flags_owner_idx" ON "flags" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "flags_reporter_idx" ON "flags" USING btree ("reporter_id");