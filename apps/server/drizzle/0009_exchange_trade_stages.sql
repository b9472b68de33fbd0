ALTER TABLE "exchanges" ADD COLUMN "poster_from" jsonb;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "poster_to" jsonb;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "offerer_from" jsonb;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "offerer_to" jsonb;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "poster_fee" bigint;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "poster_fee_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "offerer_fee" bigint;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "offerer_fee_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_fee_states_valid" CHECK ("exchanges"."poster_fee_state" in ('none','held','refunded','applied') and "exchanges"."offerer_fee_state" in ('none','held','refunded','applied'));--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_fees_paid_have_amount" CHECK (("exchanges"."poster_fee_state" = 'none' or "exchanges"."poster_fee" >= 0) and ("exchanges"."offerer_fee_state" = 'none' or "exchanges"."offerer_fee" >= 0));