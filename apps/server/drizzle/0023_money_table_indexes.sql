DROP INDEX "topups_created_idx";--> statement-breakpoint
DROP INDEX "topups_status_idx";--> statement-breakpoint
DROP INDEX "withdrawals_status_idx";--> statement-breakpoint
CREATE INDEX "topups_amount_idx" ON "topups" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_amount_idx" ON "withdrawals" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "withdrawals_account_trgm_idx" ON "withdrawals" USING gin (("account_number" || ' ' || "account_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "topups_created_idx" ON "topups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "topups_status_idx" ON "topups" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at","id");