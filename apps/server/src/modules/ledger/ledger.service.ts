import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { type LedgerAccountKind, ledgerAccounts, ledgerJournals, ledgerLines } from './ledger.schema.js';

/**
 * The double-entry ledger. Every money movement is `postJournal` inside the caller's transaction:
 * the journal's posting key makes it exactly-once, its lines sum to zero, and each account's cached
 * balance is changed by a conditional UPDATE (`balance + amount >= 0` unless the account may go
 * negative), taken in account-id order so two journals never deadlock. A refused line throws and
 * the caller's whole transaction rolls back: nothing is half-written.
 */

export type MemberAccountKind = Extract<LedgerAccountKind, 'available' | 'held' | 'pending'>;
export type PlatformAccountKind = Exclude<LedgerAccountKind, MemberAccountKind>;

export type AccountRef = { owner: string; kind: MemberAccountKind } | { platform: PlatformAccountKind };

export interface JournalLine {
  account: AccountRef;
  amount: number;
}

export interface JournalInput {
  kind: string;
  /** exactly-once key: a second post with the same key is a no-op that reports `duplicate` */
  postingKey: string;
  referenceType?: string;
  referenceId?: string;
  memo?: string;
  lines: JournalLine[];
}

export type PostResult = { journalId: string; duplicate: false } | { journalId: string; duplicate: true };

export const insufficientFunds = (msg = 'Số dư khả dụng không đủ để thực hiện giao dịch') => new AppError('insufficient_funds', 422, msg);

const MEMBER_KINDS: MemberAccountKind[] = ['available', 'held', 'pending'];

/**
 * The platform escrow is ESCROW_SHARDS rows (migration 0014 creates them), so concurrent checkouts
 * update different rows instead of queueing on one (ADR 0007). Escrow may go below zero, so any
 * shard can take any journal; its balance is the sum of the shards. A transaction uses one shard
 * for all its journals, chosen when it first locks or posts to escrow: every transaction still takes
 * at most one escrow row, as it did when there was a single one, so no new lock cycle can form.
 */
export const ESCROW_SHARDS = 8;
const escrowShardOfTx = new WeakMap<object, number>();
const shardOf = (seed: string) => {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return (h >>> 0) % ESCROW_SHARDS;
};
function escrowShard(tx: Tx, seed: string) {
  let shard = escrowShardOfTx.get(tx);
  if (shard === undefined) {
    shard = shardOf(seed);
    escrowShardOfTx.set(tx, shard);
  }
  return shard;
}

/** Create the member's three accounts if missing (idempotent; safe under concurrency). */
export async function ensureMemberAccounts(ex: Executor, ownerId: string) {
  await ex
    .insert(ledgerAccounts)
    .values(MEMBER_KINDS.map((kind) => ({ ownerId, kind })))
    .onConflictDoNothing();
}

async function resolveAccountIds(tx: Tx, refs: AccountRef[], postingKey: string) {
  const owners = [...new Set(refs.flatMap((r) => ('owner' in r ? [r.owner] : [])))];
  for (const owner of owners) await ensureMemberAccounts(tx, owner);
  const rows = await tx
    .select({ id: ledgerAccounts.id, ownerId: ledgerAccounts.ownerId, kind: ledgerAccounts.kind, shard: ledgerAccounts.shard })
    .from(ledgerAccounts)
    .where(
      owners.length ? sql`${ledgerAccounts.ownerId} is null or ${inArray(ledgerAccounts.ownerId, owners)}` : isNull(ledgerAccounts.ownerId),
    );
  const key = (owner: string | null, kind: string, shard = 0) => `${owner ?? '*'}:${kind}:${shard}`;
  const byKey = new Map(rows.map((r) => [key(r.ownerId, r.kind, r.shard), r.id]));
  return refs.map((r) => {
    const id =
      'owner' in r
        ? byKey.get(key(r.owner, r.kind))
        : byKey.get(key(null, r.platform, r.platform === 'escrow' ? escrowShard(tx, postingKey) : 0));
    if (!id) throw new Error(`ledger account missing: ${JSON.stringify(r)}`);
    return id;
  });
}

export async function postJournal(tx: Tx, input: JournalInput): Promise<PostResult> {
  const lines = input.lines.filter((l) => l.amount !== 0);
  if (lines.some((l) => !Number.isSafeInteger(l.amount))) throw new Error('ledger amounts must be integers (VND)');
  if (lines.reduce((s, l) => s + l.amount, 0) !== 0) throw new Error(`journal ${input.postingKey} does not balance`);
  if (lines.length < 2) throw new Error(`journal ${input.postingKey} needs two lines or more`);

  const inserted = await tx
    .insert(ledgerJournals)
    .values({
      kind: input.kind,
      postingKey: input.postingKey,
      referenceType: input.referenceType ?? null,
      referenceId: input.referenceId ?? null,
      memo: input.memo ?? '',
    })
    .onConflictDoNothing()
    .returning({ id: ledgerJournals.id });
  if (!inserted[0]) {
    const [existing] = await tx
      .select({ id: ledgerJournals.id })
      .from(ledgerJournals)
      .where(eq(ledgerJournals.postingKey, input.postingKey));
    return { journalId: existing!.id, duplicate: true };
  }
  const journalId = inserted[0].id;

  const ids = await resolveAccountIds(
    tx,
    lines.map((l) => l.account),
    input.postingKey,
  );
  // one net change per account, applied in id order (deterministic lock order, no deadlocks)
  const net = new Map<string, number>();
  ids.forEach((id, i) => net.set(id, (net.get(id) ?? 0) + lines[i]!.amount));
  const balanceAfter = new Map<string, number>();
  for (const id of [...net.keys()].sort()) {
    const amount = net.get(id)!;
    const [row] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${amount}`, updatedAt: sql`now()` })
      .where(and(eq(ledgerAccounts.id, id), sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${amount} >= 0)`))
      .returning({ balance: ledgerAccounts.balance });
    if (!row) throw insufficientFunds();
    balanceAfter.set(id, row.balance);
  }
  // lines of one account within a journal share the account's final balance
  await tx
    .insert(ledgerLines)
    .values(lines.map((l, i) => ({ journalId, accountId: ids[i]!, amount: l.amount, balanceAfter: balanceAfter.get(ids[i]!)! })));
  return { journalId, duplicate: false };
}

export interface MemberBalances {
  available: number;
  held: number;
  pending: number;
}

export async function memberBalances(ex: Executor, ownerId: string): Promise<MemberBalances> {
  const rows = await ex
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerId, ownerId));
  const out: MemberBalances = { available: 0, held: 0, pending: 0 };
  for (const r of rows) if (r.kind in out) out[r.kind as MemberAccountKind] = r.balance;
  return out;
}

/** Several members' available balances in one statement (a bid round checks all its bidders' funds at once); a member with no account yet is absent. */
export async function availableBalances(ex: Executor, ownerIds: readonly string[]): Promise<Map<string, number>> {
  const rows = ownerIds.length
    ? await ex
        .select({ ownerId: ledgerAccounts.ownerId, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(inArray(ledgerAccounts.ownerId, [...ownerIds]), eq(ledgerAccounts.kind, 'available')))
    : [];
  return new Map(rows.map((r) => [r.ownerId!, r.balance]));
}

/** Lock the member's accounts (FOR UPDATE, id order) when a command must read then decide. */
export async function lockMemberAccounts(tx: Tx, ownerId: string) {
  await ensureMemberAccounts(tx, ownerId);
  return tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerId, ownerId)).orderBy(asc(ledgerAccounts.id)).for('update');
}

/** A platform account's balance (the sum of its shards for escrow). */
export async function platformBalance(ex: Executor, kind: PlatformAccountKind) {
  const [row] = await ex
    .select({ balance: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::bigint` })
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.ownerId), eq(ledgerAccounts.kind, kind)));
  return Number(row?.balance ?? 0);
}

/**
 * Locks, in one statement and in id order, every account a command is about to move (the members'
 * accounts and the named platform accounts). A command posting several journals (a checkout of
 * several shops, an exchange's two parcels) takes them all first: taken journal by journal, two such
 * commands could lock them crosswise and deadlock. For escrow it locks the one shard this transaction
 * will post to (chosen from the owners, so it spreads over the shards).
 */
export async function lockAccounts(tx: Tx, accounts: { owners: readonly string[]; platform: readonly PlatformAccountKind[] }) {
  const shard = accounts.platform.includes('escrow') ? escrowShard(tx, [...accounts.owners].sort().join(',')) : 0;
  await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      or(
        accounts.owners.length ? inArray(ledgerAccounts.ownerId, [...accounts.owners]) : undefined,
        accounts.platform.length
          ? and(
              isNull(ledgerAccounts.ownerId),
              inArray(ledgerAccounts.kind, [...accounts.platform]),
              or(sql`${ledgerAccounts.kind} <> 'escrow'`, eq(ledgerAccounts.shard, shard)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}
