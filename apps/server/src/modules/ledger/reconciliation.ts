import { sql } from 'drizzle-orm';
import { ledgerAccountLabel } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';

/**
 * Proves the ledger is whole. Clean means:
 *  - every journal's lines sum to zero, and all balances together sum to zero;
 *  - every account's cached balance equals the sum of its lines;
 *  - no account that may not go negative is negative;
 *  - the escrow account nets to minus the sellers' pending income, and that pending income equals
 *    the seller share of open orders; each member's held money equals their open orders' totals
 *    plus their pending withdrawals plus their auction deposits still held.
 */
export interface ReconciliationReport {
  clean: boolean;
  checkedAt: string;
  accounts: number;
  journals: number;
  problems: string[];
}

type Row = Record<string, unknown>;

async function rows(ex: Executor, q: ReturnType<typeof sql>): Promise<Row[]> {
  const res = await ex.execute(q);
  return (res as unknown as { rows: Row[] }).rows;
}

export async function reconcile(ex: Executor, now: Date): Promise<ReconciliationReport> {
  const problems: string[] = [];
  const unbalanced = await rows(
    ex,
    sql`select j.posting_key, sum(l.amount)::bigint as total from ledger_journals j join ledger_lines l on l.journal_id = j.id group by j.id having sum(l.amount) <> 0 limit 20`,
  );
  for (const r of unbalanced) problems.push(`Bút toán ${String(r.posting_key)} không cân: tổng các dòng là ${String(r.total)}`);

  const drift = await rows(
    ex,
    sql`select a.id, a.owner_id, a.kind, a.balance, coalesce(s.total, 0)::bigint as lines_total
        from ledger_accounts a left join (select account_id, sum(amount) as total from ledger_lines group by account_id) s on s.account_id = a.id
        where a.balance <> coalesce(s.total, 0) or (not a.allow_negative and a.balance < 0) limit 50`,
  );
  for (const r of drift)
    problems.push(
      `Tài khoản "${ledgerAccountLabel(String(r.kind))}" của ${r.owner_id ? `thành viên ${String(r.owner_id)}` : 'nền tảng'}: số dư ${String(r.balance)} ≠ tổng các dòng ${String(r.lines_total)}`,
    );

  const [totals] = await rows(
    ex,
    sql`select coalesce(sum(balance), 0)::bigint as total, count(*)::int as accounts, (select count(*)::int from ledger_journals) as journals from ledger_accounts`,
  );
  if (Number(totals!.total) !== 0) problems.push(`Tổng số dư mọi tài khoản là ${String(totals!.total)}, không phải 0`);

  // sellers' pending income = seller share of open paid orders = −escrow
  const [pending] = await rows(
    ex,
    sql`select (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'pending')::bigint as pending,
               (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'escrow' and owner_id is null)::bigint as escrow,
               (select coalesce(sum(items_subtotal - platform_fee), 0) from orders where status in ('pending','packaging','delivering','delivered') and type <> 'exchange')::bigint as open_share`,
  );
  if (Number(pending!.pending) !== -Number(pending!.escrow))
    problems.push(
      `Tài khoản giữ hộ (${String(pending!.escrow)}) không bù trừ đúng tiền bán hàng chờ nhận của người bán (${String(pending!.pending)})`,
    );
  if (Number(pending!.pending) !== Number(pending!.open_share))
    problems.push(
      `Tiền bán hàng chờ nhận (${String(pending!.pending)}) ≠ phần của người bán trong các đơn đang mở (${String(pending!.open_share)})`,
    );

  // each member's held money = their open orders' totals (as buyer) + their pending withdrawals +
  // their auction deposits still held + the exchange compensation and delivery fees they paid that are still held (the
  // modules' obligations, read by table name here so the ledger stays below them)
  const heldDrift = await rows(
    ex,
    sql`select a.owner_id, a.balance, coalesce(o.total, 0) + coalesce(w.total, 0) + coalesce(d.total, 0) + coalesce(x.total, 0) as expected
        from ledger_accounts a
        left join (select buyer_id, sum(total_amount) as total from orders where status in ('pending','packaging','delivering','delivered') group by buyer_id) o on o.buyer_id = a.owner_id
        left join (select user_id, sum(amount) as total from withdrawals where status = 'pending' group by user_id) w on w.user_id = a.owner_id
        left join (select user_id, sum(deposit_amount) as total from auction_participants where deposit_state = 'held' group by user_id) d on d.user_id = a.owner_id
        left join (select payer_id, sum(amount) as total from (
            select compensation_payer_id as payer_id, compensation_amount as amount from exchanges where compensation_state = 'held'
            union all select poster_id, poster_fee from exchanges where poster_fee_state = 'held'
            union all select offerer_id, offerer_fee from exchanges where offerer_fee_state = 'held'
          ) h group by payer_id) x on x.payer_id = a.owner_id
        where a.kind = 'held' and a.balance <> coalesce(o.total, 0) + coalesce(w.total, 0) + coalesce(d.total, 0) + coalesce(x.total, 0) limit 50`,
  );
  for (const r of heldDrift)
    problems.push(`Tiền tạm giữ của thành viên ${String(r.owner_id)}: ${String(r.balance)} ≠ các khoản đang mở ${String(r.expected)}`);

  return {
    clean: problems.length === 0,
    checkedAt: now.toISOString(),
    accounts: Number(totals!.accounts),
    journals: Number(totals!.journals),
    problems,
  };
}

/** The figures behind the report, for the moderator's screen: nothing here decides "clean", `reconcile` does. */
export interface ReconciliationFigures {
  platformAccounts: { kind: string; cached: number; lines: number }[];
  memberKinds: { kind: string; count: number; cached: number; lines: number }[];
  mismatched: { accountId: string; kind: string; ownerId: string | null; ownerName: string | null; cached: number; lines: number }[];
  obligations: {
    escrow: number;
    sellersPending: number;
    openOrdersSellerShare: number;
    membersHeld: number;
    openOrdersTotal: number;
    pendingWithdrawals: number;
    heldDeposits: number;
  };
}

export async function reconciliationFigures(ex: Executor): Promise<ReconciliationFigures> {
  const sums = sql`(select account_id, sum(amount) as total from ledger_lines group by account_id)`;
  const [platform, members, mismatched, [ob]] = await Promise.all([
    rows(
      ex,
      // escrow's shards are one account to the reader
      sql`select a.kind, sum(a.balance)::bigint as cached, coalesce(sum(s.total), 0)::bigint as lines
          from ledger_accounts a left join ${sums} s on s.account_id = a.id where a.owner_id is null group by a.kind order by a.kind`,
    ),
    rows(
      ex,
      sql`select a.kind, count(*)::int as n, coalesce(sum(a.balance), 0)::bigint as cached, coalesce(sum(s.total), 0)::bigint as lines
          from ledger_accounts a left join ${sums} s on s.account_id = a.id where a.owner_id is not null group by a.kind order by a.kind`,
    ),
    rows(
      ex,
      sql`select a.id, a.kind, a.owner_id, u.full_name, a.balance::bigint as cached, coalesce(s.total, 0)::bigint as lines
          from ledger_accounts a left join ${sums} s on s.account_id = a.id left join users u on u.id = a.owner_id
          where a.balance <> coalesce(s.total, 0) order by a.kind, a.id limit 50`,
    ),
    rows(
      ex,
      sql`select (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'escrow' and owner_id is null)::bigint as escrow,
                 (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'pending')::bigint as pending,
                 (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'held')::bigint as held,
                 (select coalesce(sum(items_subtotal - platform_fee), 0) from orders where status in ('pending','packaging','delivering','delivered') and type <> 'exchange')::bigint as open_share,
                 (select coalesce(sum(total_amount), 0) from orders where status in ('pending','packaging','delivering','delivered'))::bigint as open_total,
                 (select coalesce(sum(amount), 0) from withdrawals where status = 'pending')::bigint as withdrawals,
                 (select coalesce(sum(deposit_amount), 0) from auction_participants where deposit_state = 'held')::bigint as deposits`,
    ),
  ]);
  const n = (v: unknown) => Number(v ?? 0);
  return {
    platformAccounts: platform.map((r) => ({ kind: String(r.kind), cached: n(r.cached), lines: n(r.lines) })),
    memberKinds: members.map((r) => ({ kind: String(r.kind), count: n(r.n), cached: n(r.cached), lines: n(r.lines) })),
    mismatched: mismatched.map((r) => ({
      accountId: String(r.id),
      kind: String(r.kind),
      ownerId: r.owner_id ? String(r.owner_id) : null,
      ownerName: r.full_name ? String(r.full_name) : null,
      cached: n(r.cached),
      lines: n(r.lines),
    })),
    obligations: {
      escrow: n(ob!.escrow),
      sellersPending: n(ob!.pending),
      openOrdersSellerShare: n(ob!.open_share),
      membersHeld: n(ob!.held),
      openOrdersTotal: n(ob!.open_total),
      pendingWithdrawals: n(ob!.withdrawals),
      heldDeposits: n(ob!.deposits),
    },
  };
}
