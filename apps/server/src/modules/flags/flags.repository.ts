import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FlagDecision, FlagQueueSort, FlagReason, FlagStatus, FlagTargetType } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { auctions } from '../auctions/index.js';
import { kits } from '../kits/index.js';
import { shops } from '../shops/index.js';
import { users } from '../users/index.js';
import { flags, type FlagRow } from './flags.schema.js';

/** Inserts the report unless this member already reported this target (then null). */
export async function insertFlag(ex: Executor, values: typeof flags.$inferInsert): Promise<FlagRow | null> {
  const [row] = await ex
    .insert(flags)
    .values(values)
    .onConflictDoNothing({ target: [flags.targetType, flags.targetId, flags.reporterId] })
    .returning();
  return row ?? null;
}

export interface GroupRow {
  targetType: FlagTargetType;
  targetId: string;
  ownerId: string;
  count: number;
  reasons: FlagReason[];
  firstAt: Date;
  lastAt: Date;
  total: number;
}

/**
 * The queue's orders: by the number of reports or by the latest report, the other one next, then
 * the target itself, so a page boundary never moves. Aggregates: no index can hold them; the grouped
 * rows of one status are sorted (the open queue is small, the closed one bounded by the page).
 */
const groupOrder: Record<FlagQueueSort, SQL> = {
  reports_desc: sql`count(*) desc, max(${flags.createdAt}) desc, ${flags.targetType}, ${flags.targetId}`,
  reports_asc: sql`count(*) asc, max(${flags.createdAt}) asc, ${flags.targetType}, ${flags.targetId}`,
  latest_desc: sql`max(${flags.createdAt}) desc, count(*) desc, ${flags.targetType}, ${flags.targetId}`,
  latest_asc: sql`max(${flags.createdAt}) asc, count(*) asc, ${flags.targetType}, ${flags.targetId}`,
};

/**
 * One page of the queue: a row per target with its flags of that status, in the chosen order (most
 * reported first by default). One statement (`count(*) over ()` gives the number of targets), served
 * by flags_queue_idx (status, target_type, target_id).
 */
export async function listGroups(
  ex: Executor,
  q: { status: FlagStatus; targetType: FlagTargetType | undefined; sort: FlagQueueSort },
  limit: number,
  offset: number,
) {
  const { status, targetType } = q;
  const where: SQL[] = [sql`${flags.status} = ${status}`];
  if (targetType) where.push(sql`${flags.targetType} = ${targetType}`);
  const res = await ex.execute(sql`
    select ${flags.targetType} as target_type, ${flags.targetId} as target_id, (array_agg(${flags.ownerId}))[1] as owner_id,
      count(*) as n, array_agg(${flags.reason}) as reasons, min(${flags.createdAt}) as first_at, max(${flags.createdAt}) as last_at,
      count(*) over () as total
    from ${flags}
    where ${and(...where)}
    group by ${flags.targetType}, ${flags.targetId}
    order by ${groupOrder[q.sort]}
    limit ${limit} offset ${offset}`);
  const rows = (res as unknown as { rows: unknown[] }).rows as {
    target_type: FlagTargetType;
    target_id: string;
    owner_id: string;
    n: number | string;
    reasons: FlagReason[] | string;
    first_at: string | Date;
    last_at: string | Date;
    total: number | string;
  }[];
  return rows.map((r): GroupRow => ({
    targetType: r.target_type,
    targetId: r.target_id,
    ownerId: r.owner_id,
    count: Number(r.n),
    reasons: parseTextArray(r.reasons) as FlagReason[],
    firstAt: new Date(r.first_at),
    lastAt: new Date(r.last_at),
    total: Number(r.total),
  }));
}

/** A text[] as the driver hands it over: an array (node-postgres) or its literal `{a,b}` (some PGlite paths). */
function parseTextArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  return v
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

/** Counts the queue's groups when the page asked for is past the end (the window count needs a row). */
export async function countGroups(ex: Executor, status: FlagStatus, targetType: FlagTargetType | undefined) {
  const res = await ex.execute<{ n: number | string }>(sql`
    select count(*) as n from (
      select 1 from ${flags}
      where ${flags.status} = ${status} ${targetType ? sql`and ${flags.targetType} = ${targetType}` : sql``}
      group by ${flags.targetType}, ${flags.targetId}) g`);
  return Number((res as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
}

/** Every flag of one target with its reporter, open ones first, newest first. */
export async function flagsOfTarget(ex: Executor, targetType: FlagTargetType, targetId: string) {
  return ex
    .select({ flag: flags, reporterName: users.fullName })
    .from(flags)
    .innerJoin(users, eq(users.id, flags.reporterId))
    .where(and(eq(flags.targetType, targetType), eq(flags.targetId, targetId)))
    .orderBy(desc(sql`${flags.status} = 'open'`), desc(flags.createdAt), asc(flags.id))
    .limit(500);
}

/** The target's open flags, locked: two moderators deciding at once → the second finds none left. */
export async function lockOpenFlags(tx: Executor, targetType: FlagTargetType, targetId: string) {
  return tx
    .select()
    .from(flags)
    .where(and(eq(flags.targetType, targetType), eq(flags.targetId, targetId), eq(flags.status, 'open')))
    .orderBy(asc(flags.id))
    .for('update');
}

/** Who answers for the target's open flags, read without a lock (a lock decision takes the owner's row before the flags). */
export async function ownerOfOpenFlags(ex: Executor, targetType: FlagTargetType, targetId: string) {
  const [row] = await ex
    .select({ ownerId: flags.ownerId })
    .from(flags)
    .where(and(eq(flags.targetType, targetType), eq(flags.targetId, targetId), eq(flags.status, 'open')))
    .limit(1);
  return row?.ownerId ?? null;
}

export async function closeFlags(
  tx: Executor,
  ids: string[],
  d: { decision: FlagDecision; decidedBy: string; decidedAt: Date; note: string },
) {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(flags)
    .set({ status: 'closed', decision: d.decision, decidedBy: d.decidedBy, decidedAt: d.decidedAt, decisionNote: d.note })
    .where(and(inArray(flags.id, ids), eq(flags.status, 'open')))
    .returning({ id: flags.id });
  return rows.length;
}

// ---- the targets ----

export interface TargetInfo {
  title: string | null;
  text?: string | null;
  imageUrl?: string | null;
  link: string | null;
  hidden: boolean;
  ownerId: string | null;
}

/** A reportable listing: a kit for sale (published and not hidden). */
export async function findListing(ex: Executor, kitId: string) {
  const [row] = await ex
    .select({ id: kits.id, ownerId: kits.ownerId, status: kits.status, hiddenAt: kits.hiddenAt })
    .from(kits)
    .where(eq(kits.id, kitId))
    .limit(1);
  return row ?? null;
}

export async function findAuctionHead(ex: Executor, auctionId: string) {
  const [row] = await ex
    .select({ id: auctions.id, sellerId: auctions.sellerId, hiddenAt: auctions.hiddenAt })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .limit(1);
  return row ?? null;
}

export async function findUserHead(ex: Executor, userId: string) {
  const [row] = await ex.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * What the screens show of many targets at once: at most one query per target type, one for the
 * users' names and one for their shops (no query per row).
 */
export async function describeTargets(ex: Executor, targets: { type: FlagTargetType; id: string }[]) {
  const idsOf = (t: FlagTargetType) => [...new Set(targets.filter((x) => x.type === t).map((x) => x.id))];
  const listingIds = idsOf('listing');
  const auctionIds = idsOf('auction');
  const userIds = idsOf('user');
  const [kitRows, auctionRows, shopRows] = await Promise.all([
    listingIds.length
      ? ex
          .select({ id: kits.id, name: kits.name, slug: kits.slug, hiddenAt: kits.hiddenAt, ownerId: kits.ownerId })
          .from(kits)
          .where(inArray(kits.id, listingIds))
      : Promise.resolve([]),
    auctionIds.length
      ? ex
          .select({
            id: auctions.id,
            name: sql<string>`${auctions.kitSnapshot}->>'name'`,
            hiddenAt: auctions.hiddenAt,
            ownerId: auctions.sellerId,
          })
          .from(auctions)
          .where(inArray(auctions.id, auctionIds))
      : Promise.resolve([]),
    userIds.length
      ? ex.select({ ownerId: shops.ownerId, slug: shops.slug }).from(shops).where(inArray(shops.ownerId, userIds))
      : Promise.resolve([]),
  ]);
  const info = new Map<string, TargetInfo>();
  for (const k of kitRows)
    info.set(`listing:${k.id}`, { title: k.name, link: `/product/${k.slug}`, hidden: k.hiddenAt !== null, ownerId: k.ownerId });
  for (const a of auctionRows)
    info.set(`auction:${a.id}`, { title: a.name, link: `/auction/${a.id}`, hidden: a.hiddenAt !== null, ownerId: a.ownerId });
  const shopOf = new Map(shopRows.map((s) => [s.ownerId, s.slug]));
  for (const id of userIds) {
    const slug = shopOf.get(id);
    info.set(`user:${id}`, { title: null, link: slug ? `/shops/${slug}` : null, hidden: false, ownerId: id });
  }
  return info;
}

/** Full names by id (owners and users reported). */
export async function namesOf(ex: Executor, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, string>();
  const rows = await ex.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The reports against one member (as target owner or as the user reported), one row per target,
 * the latest first: how many, the reasons (most frequent first) and whether any waits (the member drawer).
 */
export async function flagsAgainstOwner(ex: Executor, ownerId: string, limit: number) {
  const res = await ex.execute(sql`
    select ${flags.targetType} as target_type, ${flags.targetId} as target_id, count(*) as n, array_agg(${flags.reason}) as reasons,
      bool_or(${flags.status} = 'open') as open, max(${flags.createdAt}) as last_at
    from ${flags}
    where ${flags.ownerId} = ${ownerId}
    group by ${flags.targetType}, ${flags.targetId}
    order by max(${flags.createdAt}) desc, ${flags.targetId}
    limit ${limit}`);
  const rows = (res as unknown as { rows: unknown[] }).rows as {
    target_type: FlagTargetType;
    target_id: string;
    n: number | string;
    reasons: FlagReason[] | string;
    open: boolean | string;
    last_at: string | Date;
  }[];
  return rows.map((r) => {
    const counts = new Map<string, number>();
    for (const reason of parseTextArray(r.reasons)) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    return {
      targetType: r.target_type,
      targetId: r.target_id,
      count: Number(r.n),
      reasons: [...counts].sort((a, b) => b[1] - a[1]).map(([reason]) => reason as FlagReason),
      status: (r.open === true || r.open === 't' ? 'open' : 'closed') as FlagStatus,
      lastAt: new Date(r.last_at),
    };
  });
}
