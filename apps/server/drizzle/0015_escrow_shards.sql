DROP INDEX "ledger_accounts_platform_kind_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_kind_key" ON "ledger_accounts" USING btree ("kind","shard") WHERE "ledger_accounts"."owner_id" is null;--> statement-breakpoint
-- hand-written: the platform escrow becomes 8 rows (ESCROW_SHARDS in modules/ledger/ledger.service.ts, ADR 0007);
-- shard 0 is the existing row with its balance and lines, shards 1–7 start at zero and may go below it like it
INSERT INTO "ledger_accounts" ("owner_id", "kind", "allow_negative", "shard")
SELECT NULL, 'escrow', true, s FROM generate_series(1, 7) AS s
ON CONFLICT DO NOTHING;
