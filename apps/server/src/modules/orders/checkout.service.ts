import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { type CheckoutBody, type CheckoutGroup, type CheckoutQuoteBody, type CheckoutQuoteResponse, type CheckoutResponse } from '@cho-gundam/contracts';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { Carrier, CarrierAddress } from '../../integrations/carrier/types.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule, notFound } from '../../lib/errors.js';
import { userAddresses } from '../addresses/addresses.schema.js';
import { cartItems } from '../cart/cart.schema.js';
import { grades } from '../catalog/catalog.schema.js';
import { kitImages, kits, setKitStatus, variantKey } from '../kits/index.js';
import { ensureMemberAccounts, getSetting, memberBalances, runIdempotent } from '../ledger/index.js';
import { ledgerAccounts } from '../ledger/ledger.schema.js';
import { notify } from '../notifications/notify.js';
import { shops } from '../shops/shops.schema.js';
import { CONFIRM_MS, buyerLink, enqueueDeadline, postCheckoutJournal, sellerLink } from './order-transitions.js';
import { checkouts, openOrderKits, orderEvents, orderItems, orders, type OrderAddressSnapshot } from './orders.schema.js';

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  carrier: Carrier;
  storage: Pick<Storage, 'url'>;
}

const addressNotFound = () => notFound('Không tìm thấy địa chỉ nhận hàng');

type AddressRow = typeof userAddresses.$inferSelect;
export const snapshot = (a: AddressRow): OrderAddressSnapshot => ({
  fullName: a.fullName,
  phoneNumber: a.phoneNumber,
  provinceCode: a.provinceCode,
  provinceName: a.provinceName,
  wardCode: a.wardCode,
  wardName: a.wardName,
  detail: a.detail,
});

/** Order codes: "DH" + 6 characters of the date (YYMMDD, Vietnam) + 6 random characters, e.g. DH261121K7Q2ZX. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function orderCode(now: Date) {
  const vn = new Date(now.getTime() + 7 * 3_600_000).toISOString();
  const date = vn.slice(2, 4) + vn.slice(5, 7) + vn.slice(8, 10);
  return `DH${date}${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
}

async function buyerAddress(ex: Executor, buyerId: string, addressId: string) {
  const [row] = await ex
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, buyerId)))
    .limit(1);
  if (!row) throw addressNotFound();
  return row;
}

async function pickupAddresses(ex: Executor, sellerIds: string[]) {
  if (!sellerIds.length) return new Map<string, AddressRow>();
  const rows = await ex
    .select()
    .from(userAddresses)
    .where(and(inArray(userAddresses.userId, sellerIds), eq(userAddresses.isPickupAddress, true)));
  return new Map(rows.map((r) => [r.userId, r]));
}

const kitSelect = {
  id: kits.id,
  ownerId: kits.ownerId,
  name: kits.name,
  slug: kits.slug,
  status: kits.status,
  price: kits.price,
  weightGrams: kits.weightGrams,
  scale: kits.scale,
  gradeName: grades.displayName,
  imageKey: kitImages.storageKey,
  shopId: shops.id,
  shopName: shops.name,
  shopSlug: shops.slug,
};
type KitLine = Awaited<ReturnType<typeof loadKits>>[number];

function loadKits(ex: Executor, kitIds: string[]) {
  return ex
    .select(kitSelect)
    .from(kits)
    .innerJoin(grades, eq(grades.code, kits.gradeCode))
    .leftJoin(kitImages, and(eq(kitImages.kitId, kits.id), eq(kitImages.position, 0)))
    .leftJoin(shops, eq(shops.ownerId, kits.ownerId))
    .where(inArray(kits.id, kitIds))
    .orderBy(asc(kits.id));
}

const toCarrier = (a: AddressRow | OrderAddressSnapshot): CarrierAddress => ({
  fullName: a.fullName,
  phoneNumber: a.phoneNumber,
  provinceCode: a.provinceCode,
  provinceName: a.provinceName,
  wardCode: a.wardCode,
  wardName: a.wardName,
  detail: a.detail,
});

function groupBySeller<T extends { ownerId: string }>(lines: T[]) {
  const groups = new Map<string, T[]>();
  for (const l of lines) groups.set(l.ownerId, [...(groups.get(l.ownerId) ?? []), l]);
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

export function checkoutService({ db, clock, carrier, storage }: CheckoutDeps) {
  const imageUrl = (key: string | null) => (key ? storage.url(variantKey(key, 'card')) : null);

  async function quoteFee(from: AddressRow, to: AddressRow | OrderAddressSnapshot, weightGrams: number, value: number) {
    try {
      return await carrier.quote({ from: toCarrier(from), to: toCarrier(to), weightGrams, valueVnd: value });
    } catch {
      throw new AppError('carrier_error', 502, 'Không tính được phí vận chuyển lúc này, vui lòng thử lại sau');
    }
  }

  return {
    /** The checkout page: per shop, the items, the server-side delivery fee, totals and the balance. */
    async quote(buyerId: string, body: CheckoutQuoteBody): Promise<CheckoutQuoteResponse> {
      const to = await buyerAddress(db, buyerId, body.address_id);
      let kitIds: string[];
      const cartLineOf = new Map<string, string>();
      if (body.cart_item_ids) {
        const lines = await db
          .select({ id: cartItems.id, kitId: cartItems.kitId })
          .from(cartItems)
          .where(and(eq(cartItems.userId, buyerId), inArray(cartItems.id, body.cart_item_ids)));
        if (!lines.length) throw notFound('Không tìm thấy sản phẩm trong giỏ hàng');
        for (const l of lines) cartLineOf.set(l.kitId, l.id);
        kitIds = lines.map((l) => l.kitId);
      } else {
        kitIds = [...new Set(body.kit_ids ?? [])];
      }
      const lines = await loadKits(db, kitIds);
      if (!lines.length) throw notFound('Không tìm thấy mô hình');
      const pickups = await pickupAddresses(
        db,
        [...new Set(lines.map((l) => l.ownerId))],
      );
      const groups: CheckoutGroup[] = [];
      for (const [sellerId, items] of groupBySeller(lines)) {
        const wire = items.map((k) => {
          const own = k.ownerId === buyerId;
          const available = !own && k.status === 'published' && k.price !== null;
          return {
            kit_id: k.id,
            cart_item_id: cartLineOf.get(k.id) ?? null,
            name: k.name,
            slug: k.slug,
            grade_name: k.gradeName,
            image_url: imageUrl(k.imageKey),
            price: k.price,
            weight_grams: k.weightGrams,
            available,
            unavailable_reason: own ? 'Đây là sản phẩm của bạn' : available ? null : 'Sản phẩm không còn được bán',
          };
        });
        const ok = items.filter((_, i) => wire[i]!.available);
        const subtotal = ok.reduce((s, k) => s + k.price!, 0);
        const from = pickups.get(sellerId);
        let fee = 0;
        let expected: string | null = null;
        let problem: string | null = null;
        if (!from) problem = 'Người bán chưa có địa chỉ lấy hàng';
        else if (ok.length) {
          const q = await quoteFee(from, to, ok.reduce((s, k) => s + k.weightGrams, 0), subtotal);
          fee = q.fee;
          expected = q.expectedDeliveryAt.toISOString();
        }
        groups.push({
          shop: { id: items[0]!.shopId, name: items[0]!.shopName ?? 'Người bán', slug: items[0]!.shopSlug },
          seller_id: sellerId,
          items: wire,
          subtotal,
          delivery_fee: fee,
          expected_delivery_at: expected,
          total: subtotal + fee,
          shippable: !problem,
          problem,
        });
      }
      const itemsTotal = groups.reduce((s, g) => s + g.subtotal, 0);
      const deliveryTotal = groups.reduce((s, g) => s + g.delivery_fee, 0);
      const grand = itemsTotal + deliveryTotal;
      const { available } = await memberBalances(db, buyerId);
      const allAvailable = groups.every((g) => g.shippable && g.items.every((i) => i.available));
      return {
        address_id: to.id,
        groups,
        items_total: itemsTotal,
        delivery_total: deliveryTotal,
        grand_total: grand,
        available_balance: available,
        missing_amount: Math.max(0, grand - available),
        can_checkout: allAvailable && grand > 0 && available >= grand,
      };
    },

    /**
     * One transaction (claimed by the Idempotency-Key): lock the kits in id order, check each is
     * still published, not the buyer's, and that the total is the one the buyer saw; one order per
     * seller with its snapshots, open_order_kits rows, kits → processing, the checkout journal per
     * order, the buyer's cart lines gone, a 48 h confirm deadline, notifications.
     */
    async checkout(buyerId: string, key: string, body: CheckoutBody) {
      // the ledger accounts exist before the transaction (committed), so it never waits on another's insert
      const owners = await db.selectDistinct({ id: kits.ownerId }).from(kits).where(inArray(kits.id, body.kit_ids));
      for (const id of [...new Set([buyerId, ...owners.map((o) => o.id)])].sort()) await ensureMemberAccounts(db, id);
      return runIdempotent(db, { userId: buyerId, key, command: 'checkout', request: body, statusCode: 201 }, async (tx) => placeOrders(tx, buyerId, body));
    },
  };

  async function placeOrders(tx: Tx, buyerId: string, body: CheckoutBody): Promise<CheckoutResponse> {
    const now = clock.now();
    const to = await buyerAddress(tx, buyerId, body.address_id);
    const kitIds = [...new Set(body.kit_ids)].sort();
    // the kits, locked in id order: two checkouts of one kit queue here
    await tx.select({ id: kits.id }).from(kits).where(inArray(kits.id, kitIds)).orderBy(asc(kits.id)).for('update', { of: kits });
    const lines = await loadKits(tx, kitIds);
    const found = new Set(lines.map((l) => l.id));
    const gone = kitIds.filter((id) => !found.has(id));
    if (lines.some((l) => l.ownerId === buyerId)) throw businessRule('Bạn không thể mua sản phẩm của chính mình', { reason: 'own_kit' });
    const unavailable = [...gone, ...lines.filter((l) => l.status !== 'published' || l.price === null).map((l) => l.id)];
    if (unavailable.length) {
      throw new AppError('conflict', 409, 'Một số sản phẩm không còn được bán, vui lòng kiểm tra lại giỏ hàng', { reason: 'kit_unavailable', kit_ids: unavailable });
    }
    const groups = groupBySeller(lines);
    const pickups = await pickupAddresses(tx, groups.map(([s]) => s));
    const priced: { sellerId: string; items: KitLine[]; from: AddressRow; subtotal: number; fee: number }[] = [];
    for (const [sellerId, items] of groups) {
      const from = pickups.get(sellerId);
      if (!from) throw businessRule(`Người bán "${items[0]!.shopName ?? ''}" chưa có địa chỉ lấy hàng, chưa thể đặt hàng`, { reason: 'seller_no_pickup', seller_id: sellerId });
      const subtotal = items.reduce((s, k) => s + k.price!, 0);
      const q = await quoteFee(from, to, items.reduce((s, k) => s + k.weightGrams, 0), subtotal);
      priced.push({ sellerId, items, from, subtotal, fee: q.fee });
    }
    const grand = priced.reduce((s, g) => s + g.subtotal + g.fee, 0);
    if (grand !== body.expected_total) {
      throw new AppError('conflict', 409, 'Giá hoặc phí vận chuyển đã thay đổi, vui lòng kiểm tra lại đơn hàng', {
        reason: 'price_changed',
        expected_total: body.expected_total,
        actual_total: grand,
      });
    }
    const bps = Number(await getSetting(tx, 'order_fee_rate_bps', 0)) || 0;
    // a cheap early refusal; the journal's conditional update below is what guarantees it
    const before = (await memberBalances(tx, buyerId)).available;
    if (before < grand) throw fundsMissing(grand - before);

    const [co] = await tx.insert(checkouts).values({ buyerId, totalAmount: grand, createdAt: now }).returning({ id: checkouts.id });
    const notes = body.notes ?? {};
    const placed: CheckoutResponse['orders'] = [];
    const created: (typeof orders.$inferSelect)[] = [];
    for (const g of priced) {
      const shopId = g.items[0]!.shopId;
      const fee = Math.floor((g.subtotal * bps) / 10_000);
      const [order] = await tx
        .insert(orders)
        .values({
          code: orderCode(now),
          type: 'regular',
          checkoutId: co!.id,
          buyerId,
          sellerId: g.sellerId,
          shopId,
          status: 'pending',
          itemsSubtotal: g.subtotal,
          deliveryFee: g.fee,
          totalAmount: g.subtotal + g.fee,
          platformFee: fee,
          note: (notes[g.sellerId] ?? (shopId ? notes[shopId] : undefined) ?? '').trim(),
          shipFrom: snapshot(g.from),
          shipTo: snapshot(to),
          confirmDeadline: new Date(now.getTime() + CONFIRM_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const o = order!;
      await tx.insert(orderItems).values(
        g.items.map((k) => ({
          orderId: o.id,
          kitId: k.id,
          name: k.name,
          slug: k.slug,
          grade: k.gradeName,
          scale: k.scale,
          quantity: 1,
          price: k.price!,
          weightGrams: k.weightGrams,
          imageUrl: imageUrl(k.imageKey),
          createdAt: now,
        })),
      );
      // the unique key on kit_id: no kit is ever in two open orders
      await tx.insert(openOrderKits).values(g.items.map((k) => ({ kitId: k.id, orderId: o.id })));
      for (const k of g.items) await setKitStatus(tx, k.id, ['published'], 'processing', { now, publishedAt: null });
      await tx.insert(orderEvents).values({ orderId: o.id, fromStatus: null, toStatus: 'pending', actorId: buyerId, action: 'created', createdAt: now });
      await enqueueDeadline(tx, o, 'confirm', o.confirmDeadline!);
      await notify(tx, { recipientId: g.sellerId, type: 'order', title: `Đơn hàng mới ${o.code} cần xác nhận`, message: `Bạn có đơn hàng mới ${o.code} (${g.items.length} sản phẩm). Vui lòng xác nhận trong vòng 48 giờ.`, link: sellerLink(o), email: true }, now);
      await notify(tx, { recipientId: buyerId, type: 'order', title: `Đơn hàng ${o.code} đã được tạo thành công`, message: `Đơn hàng đang chờ người bán xác nhận.`, link: buyerLink(o) }, now);
      placed.push({ id: o.id, code: o.code, total_amount: o.totalAmount, seller_id: g.sellerId });
      created.push(o);
    }
    await tx.delete(cartItems).where(and(eq(cartItems.userId, buyerId), inArray(cartItems.kitId, kitIds)));

    // Money last, so the hot rows (escrow above all: every checkout moves it) stay locked only for
    // the journals and the commit. Every account this checkout moves (buyer, sellers, escrow) is
    // locked in one statement in id order: a checkout posts one journal per shop, and without this
    // two multi-shop checkouts could take them crosswise and deadlock.
    await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(or(inArray(ledgerAccounts.ownerId, [buyerId, ...priced.map((g) => g.sellerId)]), and(isNull(ledgerAccounts.ownerId), eq(ledgerAccounts.kind, 'escrow'))))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    let spent = 0;
    for (const o of created) {
      try {
        await postCheckoutJournal(tx, o);
      } catch (err) {
        if (err instanceof AppError && err.code === 'insufficient_funds') {
          const avail = (await memberBalances(tx, buyerId)).available + spent;
          throw fundsMissing(Math.max(1, grand - avail));
        }
        throw err;
      }
      spent += o.totalAmount;
    }
    return { checkout_id: co!.id, total_amount: grand, orders: placed };
  }
}

const fundsMissing = (missing: number) =>
  new AppError('insufficient_funds', 422, `Số dư ví không đủ, bạn cần nạp thêm ${missing.toLocaleString('vi-VN')} ₫`, { missing });

