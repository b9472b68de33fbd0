ALTER TABLE "flags" DROP CONSTRAINT "flags_target_type_valid";--> statement-breakpoint
ALTER TABLE "exchange_posts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_target_type_valid" CHECK ("flags"."target_type" in ('listing','auction','user','exchange_post'));