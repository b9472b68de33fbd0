import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { grades, kitImages, kits, sellerSubscriptions, shops, subscriptionPlans } from '../../src/db/schema.js';
import type { TestApp } from '../helpers.js';
import { signedInUser } from '../fixtures.js';
import { kitSearchText } from '../../src/modules/kits/index.js';

/**
 * Test data for shops, storefront and cart, written straight to the database (no upload flow):
 * sellers with a shop and a subscription, and kits in any status with or without a primary image.
 */

let seq = 0;
const tag = () => `${++seq}-${randomBytes(3).toString('hex')}`;

/** A member turned seller: verified phone, a shop, and an active subscription (trial unless `plan` says otherwise). */
export async function createSeller(
  t: TestApp,
  opts: { shopName?: string; plan?: 'trial' | 'upgrade' | 'unlimited'; endDate?: Date | null } = {},
) {
  const n = tag();
  const { user, token } = await signedInUser(t, {
    role: 'seller',
    phoneNumber: `09${String(10_000_000 + seq).slice(-8)}`,
    phoneNumberVerified: true,
  });
  const now = t.clock.now();
  const [shop] = await t.database.db
    .insert(shops)
    .values({ ownerId: user.id, name: opts.shopName ?? `Shop thử ${n}`, slug: `shop-thu-${n}`, createdAt: now, updatedAt: now })
    .returning();
  const [plan] = await t.database.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.code, opts.plan ?? 'trial'));
  const paid = (opts.plan ?? 'trial') !== 'trial';
  await t.database.db.insert(sellerSubscriptions).values({
    sellerId: user.id,
    planId: plan!.id,
    startDate: now,
    endDate: opts.endDate !== undefined ? opts.endDate : paid ? new Date(now.getTime() + 30 * 86_400_000) : null,
  });
  return { user, token, shop: shop! };
}

export interface KitFixture {
  name?: string;
  gradeCode?: string;
  series?: string;
  scale?: (typeof kits.$inferInsert)['scale'];
  condition?: (typeof kits.$inferInsert)['condition'];
  price?: number | null;
  status?: (typeof kits.$inferInsert)['status'];
  publishedAt?: Date | null;
  viewCount?: number;
  /** a primary image row (position 0); true unless said otherwise */
  image?: boolean;
}

const gradeNames = new Map<string, string>();
async function gradeName(t: TestApp, code: string) {
  if (!gradeNames.has(code)) {
    const [g] = await t.database.db.select().from(grades).where(eq(grades.code, code));
    gradeNames.set(code, g!.name);
  }
  return gradeNames.get(code)!;
}

async function shopNameOf(t: TestApp, ownerId: string) {
  const [s] = await t.database.db.select({ name: shops.name }).from(shops).where(eq(shops.ownerId, ownerId));
  return s?.name ?? null;
}

/** A kit owned by `ownerId`; published kits get a price and a publication time unless given. */
export async function createKit(t: TestApp, ownerId: string, f: KitFixture = {}) {
  const n = tag();
  const status = f.status ?? 'in_store';
  const published = status === 'published';
  const k = {
    name: f.name ?? `RX-78-2 Gundam ${n}`,
    gradeCode: f.gradeCode ?? 'HG',
    series: f.series ?? 'Mobile Suit Gundam',
    scale: f.scale ?? ('1/144' as const),
    condition: f.condition ?? ('new' as const),
  };
  const [row] = await t.database.db
    .insert(kits)
    .values({
      ...k,
      ownerId,
      slug: `kit-${n}`,
      weightGrams: 300,
      price: f.price !== undefined ? f.price : published ? 500_000 : null,
      status,
      searchText: kitSearchText({ ...k, gradeName: await gradeName(t, k.gradeCode) }, await shopNameOf(t, ownerId)),
      viewCount: f.viewCount ?? 0,
      publishedAt: f.publishedAt !== undefined ? f.publishedAt : published ? t.clock.now() : null,
    })
    .returning();
  if (f.image ?? true) {
    await t.database.db
      .insert(kitImages)
      .values({ kitId: row!.id, position: 0, storageKey: `kits/${row!.id}/primary`, width: 800, height: 800 });
  }
  return row!;
}
