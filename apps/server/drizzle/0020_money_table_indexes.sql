CREATE INDEX "topups_amount_idx" ON "topups" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_amount_idx" ON "withdrawals" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "withdrawals_account_trgm_idx" ON "withdrawals" USING gin (("account_number" || ' ' || "account_name") gin_trgm_ops);