import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flags, orders, shops, staffAuditLog } from '../src/db/schema.js';
import { call, createTestApp, type TestApp } from './helpers.js';
import { createUser, signedInUser } from './fixtures.js';
import { buyer, checkout, sellerWithKits } from './support/orders.js';
import { createSeller } from './support/storefront.js';

/**
 * The staff tables' server-side sorts (docs/domain/back-office.md): each sort really reorders the
 * rows, ties are broken by the id, the CSV export follows the list, and an unknown sort is a 400.
 */
describe('back-office sorts', () => {
  let t: TestApp;
  let mod: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T03:00:00Z' });
    mod = await signedInUser(t, { role: 'moderator', fullName: 'Kiểm Duyệt Viên' });
  });
  afterAll(async () => t.close());

  const get = (url: string) => call(t.app, 'GET', `/api/v1${url}`, { token: mod.token });
  const ids = (res: { body: { items: { id: string | number }[] } }) => res.body.items.map((i) => i.id);
  const at = (iso: string) => new Date(iso);

  it('orders: by date, total and status both ways; the CSV in the same order; ties by id', async () => {
    const s = await sellerWithKits(t, 4);
    const b = await buyer(t);
    const made: string[] = [];
    for (const kit of s.kits) {
      const res = await checkout(t, b, [kit.id]);
      expect(res.status).toBe(201);
      made.push(res.body.orders[0].id as string);
    }
    // known totals, days and statuses (the read side is what is tested here)
    const plan: Record<string, { total: number; created: string; status: 'pending' | 'delivering' | 'completed' }> = {
      [made[0]!]: { total: 300_000, created: '2026-11-17T03:00:00Z', status: 'completed' },
      [made[1]!]: { total: 100_000, created: '2026-11-18T03:00:00Z', status: 'pending' },
      [made[2]!]: { total: 200_000, created: '2026-11-19T03:00:00Z', status: 'delivering' },
      [made[3]!]: { total: 100_000, created: '2026-11-16T03:00:00Z', status: 'pending' },
    };
    for (const [id, p] of Object.entries(plan)) {
      await t.database.db
        .update(orders)
        .set({ itemsSubtotal: p.total, deliveryFee: 0, platformFee: 0, totalAmount: p.total, createdAt: at(p.created), status: p.status })
        .where(eq(orders.id, id));
    }
    const [a, bb, c, d] = made as [string, string, string, string];
    const [lowTie, highTie] = bb < d ? [bb, d] : [d, bb];

    expect(ids(await get('/moderator/orders'))).toEqual([c, bb, a, d]);
    expect(ids(await get('/moderator/orders?sort=newest'))).toEqual([c, bb, a, d]);
    expect(ids(await get('/moderator/orders?sort=oldest'))).toEqual([d, a, bb, c]);
    expect(ids(await get('/moderator/orders?sort=total_desc'))).toEqual([a, c, highTie, lowTie]);
    expect(ids(await get('/moderator/orders?sort=total_asc'))).toEqual([lowTie, highTie, c, a]);
    // pending, delivering, completed (the order's life); newest first within a status, the exact reverse for _desc
    expect(ids(await get('/moderator/orders?sort=status_asc'))).toEqual([bb, d, c, a]);
    expect(ids(await get('/moderator/orders?sort=status_desc'))).toEqual([a, c, d, bb]);
    // with a filter and across pages
    expect(ids(await get('/moderator/orders?status=pending&sort=oldest'))).toEqual([d, bb]);
    expect(ids(await get('/moderator/orders?sort=total_desc&page=2&page_size=2'))).toEqual([highTie, lowTie]);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/moderator/orders.csv?sort=total_asc',
      headers: { authorization: `Bearer ${mod.token}` },
    });
    expect(csv.statusCode).toBe(200);
    const codes = new Map((await t.database.db.select().from(orders).where(inArray(orders.id, made))).map((o) => [o.id, o.code]));
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows.map((r) => r.split(',')[0])).toEqual([lowTie, highTie, c, a].map((id) => codes.get(id)));

    for (const url of ['/moderator/orders?sort=price_asc', '/moderator/orders.csv?sort=total']) {
      const bad = await get(url);
      expect(bad.status, url).toBe(400);
      expect(bad.body.error.message, url).toContain('Cách sắp xếp không hợp lệ');
    }
  });

  it('members: by join date and by name (accents ignored) both ways', async () => {
    const names = ['Đào Minh Châu', 'an Văn Bình', 'Zũ Thị Hoa'];
    const made = [];
    for (const [i, fullName] of names.entries()) {
      made.push(await createUser(t, { fullName, email: `sort${i}@sapxep.vn`, createdAt: at(`2026-11-1${i}T03:00:00Z`) }));
    }
    const [dao, an, zu] = made.map((u) => u.id) as [string, string, string];
    const list = (sort: string) => get(`/moderator/users?q=sapxep&sort=${sort}`).then(ids);
    expect(await list('newest')).toEqual([zu, an, dao]);
    expect(await list('oldest')).toEqual([dao, an, zu]);
    // "Đào" is read as "dao", between "an" and "zu"; case does not count either
    expect(await list('name_asc')).toEqual([an, dao, zu]);
    expect(await list('name_desc')).toEqual([zu, dao, an]);
    const bad = await get('/moderator/users?sort=name');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Cách sắp xếp không hợp lệ');
  });

  it('audit log: newest or oldest first, the id breaking ties', async () => {
    const rows = await t.database.db
      .insert(staffAuditLog)
      .values([
        { actorId: mod.user.id, action: 'member.warn', targetType: 'user', targetId: 'x', createdAt: at('2026-11-10T01:00:00Z') },
        { actorId: mod.user.id, action: 'member.warn', targetType: 'user', targetId: 'x', createdAt: at('2026-11-12T01:00:00Z') },
        { actorId: mod.user.id, action: 'member.warn', targetType: 'user', targetId: 'x', createdAt: at('2026-11-10T01:00:00Z') },
      ])
      .returning();
    const [first, last, tie] = rows.map((r) => r.id) as [number, number, number];
    const list = (sort?: string) => get(`/moderator/audit-log?target_id=x${sort ? `&sort=${sort}` : ''}`).then(ids);
    expect(await list()).toEqual([last, tie, first]);
    expect(await list('oldest')).toEqual([first, tie, last]);
    expect(await list('newest')).toEqual([last, tie, first]);
    const bad = await get('/moderator/audit-log?sort=time');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Cách sắp xếp không hợp lệ');
  });

  it('flags queue: by number of reports and by the latest report, both ways', async () => {
    const targets = [await createUser(t), await createUser(t), await createUser(t)];
    const reporters = [await createUser(t), await createUser(t), await createUser(t)];
    // x: 3 reports, the latest on the 12th; y: 1 report on the 15th; z: 2 reports, the latest on the 14th
    const plan: [number, number[], string[]][] = [
      [0, [0, 1, 2], ['2026-11-10', '2026-11-11', '2026-11-12']],
      [1, [0], ['2026-11-15']],
      [2, [1, 2], ['2026-11-09', '2026-11-14']],
    ];
    for (const [ti, rs, days] of plan) {
      for (const [k, ri] of rs.entries()) {
        await t.database.db.insert(flags).values({
          targetType: 'user',
          targetId: targets[ti]!.id,
          ownerId: targets[ti]!.id,
          reporterId: reporters[ri]!.id,
          reason: 'scam',
          createdAt: at(`${days[k]}T03:00:00Z`),
        });
      }
    }
    const [x, y, z] = targets.map((u) => u.id) as [string, string, string];
    const list = (sort?: string) =>
      get(`/moderator/flags?target_type=user${sort ? `&sort=${sort}` : ''}`).then((r) =>
        r.body.items.map((i: { target: { id: string } }) => i.target.id),
      );
    expect(await list()).toEqual([x, z, y]);
    expect(await list('reports_desc')).toEqual([x, z, y]);
    expect(await list('reports_asc')).toEqual([y, z, x]);
    expect(await list('latest_desc')).toEqual([y, z, x]);
    expect(await list('latest_asc')).toEqual([x, z, y]);
    const bad = await get('/moderator/flags?sort=count');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('Cách sắp xếp không hợp lệ');
  });

  it('pickers: shops by name with or without accents (order management), staff accounts only (audit log)', async () => {
    const dao = await createSeller(t, { shopName: 'Đào Gunpla Sài Gòn' });
    await t.database.db.update(shops).set({ slug: 'dao-gunpla-sai-gon-x1y2z3' }).where(eq(shops.id, dao.shop.id));
    await createSeller(t, { shopName: 'Bình Model' });
    for (const q of ['Đào', 'dao', 'GUNPLA sài', 'sai gon']) {
      const res = await get(`/moderator/shops?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body, q).toEqual([
        { id: dao.shop.id, name: 'Đào Gunpla Sài Gòn', slug: 'dao-gunpla-sai-gon-x1y2z3', owner_name: dao.user.fullName },
      ]);
    }
    // '%' is a character, not a wildcard: as a LIKE pattern 'Đào%Sài' would match the shop above.
    // (A query of digits would be no test: its folded form can occur in another test's random slug suffix.)
    expect((await get(`/moderator/shops?q=${encodeURIComponent('Đào%Sài')}`)).body).toEqual([]);
    const blank = await get('/moderator/shops?q=%20');
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain('Vui lòng nhập tên shop');
    const member = await signedInUser(t);
    expect((await call(t.app, 'GET', '/api/v1/moderator/shops?q=dao', { token: member.token })).status).toBe(403);

    const admin = await createUser(t, { role: 'admin', fullName: 'Kiểm Tra Quản Trị' });
    await createUser(t, { role: 'member', fullName: 'Kiểm Tra Thành Viên' });
    const staff = await get(`/moderator/users?role=staff&q=${encodeURIComponent('kiểm')}`);
    expect(staff.body.items.map((u: { id: string }) => u.id).sort()).toEqual([admin.id, mod.user.id].sort());
  });
});
