import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { authSessions, kits, sellerSubscriptions, shops, subscriptionPlans, userAddresses, users } from '../../db/schema.js';
import { signAccessToken } from '../../../test/fixtures.js';
import { scratchPostgres, serverProcess, type ServerProcess } from '../../../test/support/server-process.js';
import { postJournal, reconcile } from '../ledger/index.js';

/**
 * The kill test: the real server process on PostgreSQL takes checkouts from several buyers over
 * HTTP, is SIGKILLed mid-loop, restarted on the same database, and the money and the kits must
 * still add up: reconciliation clean, each buyer's money = funded − Σ their orders, no kit in two
 * orders, a kit is `processing` iff it is in an open order, every answered 201 survived, and a
 * request cut by the crash, resent with its Idempotency-Key, happens at most once.
 */
const JWT_SECRET = `crash-test-${randomBytes(16).toString('hex')}`;
const FUNDS = 20_000_000;
const BUYERS = 8;
const SELLERS = 4;
const KITS_PER_SELLER = 30;

describe.runIf(process.env.DATABASE_URL)('checkout survives a SIGKILL of the server (PostgreSQL)', () => {
  let dbName: string;
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let database: Database;
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    scratch = await scratchPostgres('cg_crash');
    dbName = scratch.name;
    database = await openDatabase({ databaseUrl: scratch.url, poolMax: 5 });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'cg-crash-'));
    server = serverProcess({ databaseUrl: scratch.url, dataDir, jwtSecret: JWT_SECRET });
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('keeps money and kits consistent across a crash and a restart', { timeout: 120_000 }, async () => {
    const { db } = database;
    const now = new Date();
    const secret = new TextEncoder().encode(JWT_SECRET);
    const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.code, 'unlimited'));

    const kitIds: string[] = [];
    for (let s = 0; s < SELLERS; s++) {
      const [seller] = await db
        .insert(users)
        .values({ email: `crash-seller-${s}-${dbName}@example.vn`, fullName: `Người bán ${s}`, emailVerified: true, role: 'seller' })
        .returning();
      await db.insert(shops).values({ ownerId: seller!.id, name: `Shop crash ${s}`, slug: `shop-crash-${s}-${dbName}` });
      await db.insert(sellerSubscriptions).values({ sellerId: seller!.id, planId: plan!.id, startDate: now, endDate: null });
      await db.insert(userAddresses).values({
        userId: seller!.id,
        fullName: 'Kho hàng',
        phoneNumber: '0912345678',
        provinceCode: '01',
        provinceName: 'Hà Nội',
        wardCode: '00001',
        wardName: 'Phường Phúc Xá',
        detail: '1 Hàng Bài',
        isPickupAddress: true,
      });
      const rows = await db
        .insert(kits)
        .values(
          Array.from({ length: KITS_PER_SELLER }, (_, i) => ({
            ownerId: seller!.id,
            name: `HG RX-78-2 ${s}-${i}`,
            slug: `crash-${dbName}-${s}-${i}`,
            gradeCode: 'HG',
            series: 'Mobile Suit Gundam',
            scale: '1/144' as const,
            condition: 'new' as const,
            weightGrams: 300,
            price: 100_000 + ((s * KITS_PER_SELLER + i) % 7) * 50_000,
            status: 'published' as const,
            publishedAt: now,
          })),
        )
        .returning({ id: kits.id });
      kitIds.push(...rows.map((r) => r.id));
    }

    const buyers: { id: string; token: string; addressId: string }[] = [];
    for (let b = 0; b < BUYERS; b++) {
      const [u] = await db
        .insert(users)
        .values({ email: `crash-buyer-${b}-${dbName}@example.vn`, fullName: `Người mua ${b}`, emailVerified: true })
        .returning();
      const [a] = await db
        .insert(userAddresses)
        .values({
          userId: u!.id,
          fullName: `Người mua ${b}`,
          phoneNumber: '0987654321',
          provinceCode: '79',
          provinceName: 'TP Hồ Chí Minh',
          wardCode: '26734',
          wardName: 'Phường Bến Nghé',
          detail: '12 Lê Lợi',
          isPrimary: true,
        })
        .returning();
      const [session] = await db
        .insert(authSessions)
        .values({ userId: u!.id, createdAt: now, lastUsedAt: now, expiresAt: new Date(now.getTime() + 86_400_000) })
        .returning();
      const { token } = await signAccessToken(secret, { userId: u!.id, role: 'member', sessionId: session!.id }, now);
      await db.transaction((tx) =>
        postJournal(tx, {
          kind: 'topup',
          postingKey: `crash-fund:${u!.id}`,
          lines: [
            { account: { platform: 'gateway_clearing' }, amount: -FUNDS },
            { account: { owner: u!.id, kind: 'available' }, amount: FUNDS },
          ],
        }),
      );
      buyers.push({ id: u!.id, token, addressId: a!.id });
    }

    await server.start();

    type Sent = { buyer: (typeof buyers)[number]; key: string; body: unknown };
    const answered: { sent: Sent; status: number; body: any }[] = [];
    const cut: Sent[] = [];
    let stop = false;
    const post = (b: (typeof buyers)[number], p: string, body: unknown, key?: string) =>
      fetch(`${server.url}/api/v1${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}`, ...(key ? { 'idempotency-key': key } : {}) },
        body: JSON.stringify(body),
      });

    const loop = async (b: (typeof buyers)[number], n: number) => {
      let i = 0;
      while (!stop) {
        i += 1;
        // overlapping picks so buyers also race for the same kits
        const picks = [kitIds[(n * 13 + i * 7) % kitIds.length]!, kitIds[(n * 29 + i * 11 + 3) % kitIds.length]!];
        let expected: number;
        try {
          const q = await post(b, '/checkout/quote', { address_id: b.addressId, kit_ids: picks });
          if (q.status !== 200) continue;
          expected = ((await q.json()) as { grand_total: number }).grand_total;
        } catch {
          return;
        }
        const sent: Sent = {
          buyer: b,
          key: `crash-${randomUUID()}`,
          body: { address_id: b.addressId, kit_ids: picks, expected_total: expected },
        };
        try {
          const r = await post(b, '/checkout', sent.body, sent.key);
          answered.push({ sent, status: r.status, body: await r.json() });
        } catch {
          cut.push(sent);
          return;
        }
      }
    };
    const loops = buyers.map((b, n) => loop(b, n));
    // pull the plug once a few orders went through, whatever the machine's speed (a fixed 4 s was
    // too short on a busy 2-core machine), with the loops still running
    const until = Date.now() + 80_000;
    while (answered.filter((a) => a.status === 201).length < 6 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    const killed = server.kill();
    stop = true;
    await killed;
    await Promise.all(loops);

    const ok = answered.filter((a) => a.status === 201);
    expect(ok.length).toBeGreaterThan(3);
    expect(answered.filter((a) => ![201, 409, 422].includes(a.status)).map((a) => [a.status, a.body])).toEqual([]);

    await server.start();
    // requests the crash cut off, sent again with their keys: at most once, never an error
    for (const c of cut) {
      const r = await post(c.buyer, '/checkout', c.body, c.key);
      expect([201, 409, 422]).toContain(r.status);
      const again = await post(c.buyer, '/checkout', c.body, c.key);
      expect(again.status).toBe(r.status === 201 ? 201 : again.status);
      if (r.status === 201)
        expect(((await again.json()) as { checkout_id: string }).checkout_id).toBe(
          ((await r.json()) as { checkout_id: string }).checkout_id,
        );
    }
    // each answered 201 survived the crash
    const rows = async (q: ReturnType<typeof sql>) => (await db.execute(q)) as unknown as { rows: Record<string, unknown>[] };
    for (const a of ok) {
      const found = await rows(sql`select count(*)::int as n from orders where checkout_id = ${a.body.checkout_id}`);
      expect(found.rows[0]!.n).toBe(a.body.orders.length);
    }

    const report = await reconcile(db, new Date());
    expect(report.problems).toEqual([]);
    for (const b of buyers) {
      const r = await rows(sql`select
          (select coalesce(sum(total_amount), 0)::bigint from orders where buyer_id = ${b.id}) as spent,
          (select balance from ledger_accounts where owner_id = ${b.id} and kind = 'available') as available,
          (select balance from ledger_accounts where owner_id = ${b.id} and kind = 'held') as held`);
      const { spent, available, held } = r.rows[0] as { spent: number; available: number; held: number };
      expect(Number(available)).toBe(FUNDS - Number(spent));
      expect(Number(held)).toBe(Number(spent));
    }
    const twice = await rows(
      sql`select oi.kit_id from order_items oi join orders o on o.id = oi.order_id where o.status in ('pending','packaging','delivering','delivered') group by oi.kit_id having count(*) > 1`,
    );
    expect(twice.rows).toEqual([]);
    const mismatch = await rows(sql`
      select k.id, k.status, ook.order_id from kits k
      left join open_order_kits ook on ook.kit_id = k.id
      left join orders o on o.id = ook.order_id
      where k.id in (select id from kits where slug like ${`crash-${dbName}-%`})
        and ((k.status = 'processing') <> (o.id is not null and o.status in ('pending','packaging','delivering','delivered')))`);
    expect(mismatch.rows).toEqual([]);
    const orphan = await rows(
      sql`select count(*)::int as n from open_order_kits ook join order_items oi on oi.kit_id = ook.kit_id and oi.order_id = ook.order_id`,
    );
    const openItems = await rows(
      sql`select count(*)::int as n from order_items oi join orders o on o.id = oi.order_id where o.status = 'pending'`,
    );
    expect(orphan.rows[0]!.n).toBe(openItems.rows[0]!.n);
    console.info(`crash test: ${answered.length} answered (${ok.length} orders placed) before SIGKILL, ${cut.length} cut off and resent`);
  });
});
