import {
  formatMoney,
  postalRecordOf,
  type CheckoutBody,
  type CheckoutGroup,
  type CheckoutQuoteBody,
  type CheckoutQuoteResponse,
  type CheckoutResponse,
} from '@cho-gundam/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { Carrier } from '../../integrations/carrier/types.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule, notFound } from '../../lib/errors.js';
import type { JobsPoke } from '../../lib/module.js';
import { pickupAddressesOf, type AddressRow } from '../addresses/index.js';
import { kitsOfCartLines, removeKitsFromCarts } from '../cart/index.js';
import { lockKits, ownersOfKits, variantKey } from '../kits/index.js';
import { ensureMemberAccounts, memberBalances, platformSetting, runIdempotent } from '../ledger/index.js';
import { buyerAddress, groupBySeller, loadKitLines, quoteFee, type KitLine } from './checkout-lines.js';
import { createOrders } from './create-order.js';
import { confirmWindowMs } from './order-transitions.js';
import { insertCheckout } from './orders.repository.js';

export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  carrier: Carrier;
  storage: Pick<Storage, 'url'>;
  jobs: JobsPoke;
}

const fundsMissing = (missing: number) =>
  new AppError('insufficient_funds', 422, `Số dư ví không đủ, bạn cần nạp thêm ${formatMoney(missing)}`, { missing });

/** Checkout (product.md §5, docs/domain/orders.md): the page's quote and the one-transaction purchase. */
export function checkoutService({ db, clock, carrier, storage, jobs }: CheckoutDeps) {
  const imageUrl = (key: string | null) => (key ? storage.url(variantKey(key, 'card')) : null);

  return {
    /** The checkout page: per shop, the items, the server-side delivery fee, totals and the balance. */
    async quote(caller: Actor, body: CheckoutQuoteBody): Promise<CheckoutQuoteResponse> {
      const buyerId = authorize(caller, 'checkout.place').userId;
      const to = await buyerAddress(db, buyerId, body.address_id);
      let kitIds: string[];
      const cartLineOf = new Map<string, string>();
      if (body.cart_item_ids) {
        const lines = await kitsOfCartLines(db, buyerId, body.cart_item_ids);
        if (!lines.length) throw notFound('Không tìm thấy sản phẩm trong giỏ hàng');
        for (const l of lines) cartLineOf.set(l.kitId, l.id);
        kitIds = lines.map((l) => l.kitId);
      } else {
        kitIds = [...new Set(body.kit_ids ?? [])];
      }
      const lines = await loadKitLines(db, kitIds);
      if (!lines.length) throw notFound('Không tìm thấy mô hình');
      const pickups = await pickupAddressesOf(db, [...new Set(lines.map((l) => l.ownerId))]);
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
          const q = await quoteFee(
            carrier,
            from,
            to,
            ok.reduce((s, k) => s + k.weightGrams, 0),
            subtotal,
          );
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
     * still published, not the buyer's, and that the total is the one the buyer saw; then one
     * order per seller through the order factory (createOrders) and the buyer's cart lines gone.
     */
    async checkout(caller: Actor, key: string, body: CheckoutBody) {
      const buyerId = authorize(caller, 'checkout.place').userId;
      // the ledger accounts exist before the transaction (committed), so it never waits on another's insert
      const owners = await ownersOfKits(db, body.kit_ids);
      for (const id of [...new Set([buyerId, ...owners])].sort()) await ensureMemberAccounts(db, id);
      const res = await runIdempotent(db, { userId: buyerId, key, command: 'checkout', request: body, statusCode: 201 }, (tx) =>
        placeOrders(tx, buyerId, body),
      );
      if (!res.replayed) jobs.poke();
      return res;
    },
  };

  async function placeOrders(tx: Tx, buyerId: string, body: CheckoutBody): Promise<CheckoutResponse> {
    const now = clock.now();
    const to = await buyerAddress(tx, buyerId, body.address_id);
    const kitIds = [...new Set(body.kit_ids)].sort();
    // the kits, locked in id order: two checkouts of one kit queue here
    await lockKits(tx, kitIds);
    const lines = await loadKitLines(tx, kitIds);
    const found = new Set(lines.map((l) => l.id));
    const gone = kitIds.filter((id) => !found.has(id));
    if (lines.some((l) => l.ownerId === buyerId)) throw businessRule('Bạn không thể mua sản phẩm của chính mình', { reason: 'own_kit' });
    const unavailable = [...gone, ...lines.filter((l) => l.status !== 'published' || l.price === null).map((l) => l.id)];
    if (unavailable.length) {
      throw new AppError('conflict', 409, 'Một số sản phẩm không còn được bán, vui lòng kiểm tra lại giỏ hàng', {
        reason: 'kit_unavailable',
        kit_ids: unavailable,
      });
    }
    const groups = groupBySeller(lines);
    const pickups = await pickupAddressesOf(
      tx,
      groups.map(([s]) => s),
    );
    const priced: { sellerId: string; items: KitLine[]; from: AddressRow; subtotal: number; fee: number }[] = [];
    for (const [sellerId, items] of groups) {
      const from = pickups.get(sellerId);
      if (!from)
        throw businessRule(`Người bán "${items[0]!.shopName ?? ''}" chưa có địa chỉ lấy hàng, chưa thể đặt hàng`, {
          reason: 'seller_no_pickup',
          seller_id: sellerId,
        });
      const subtotal = items.reduce((s, k) => s + k.price!, 0);
      const q = await quoteFee(
        carrier,
        from,
        to,
        items.reduce((s, k) => s + k.weightGrams, 0),
        subtotal,
      );
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
    const bps = await platformSetting(tx, 'order_fee_rate_bps');
    const confirmMs = await confirmWindowMs(tx);
    // a cheap early refusal; the journal's conditional update is what guarantees it
    const before = (await memberBalances(tx, buyerId)).available;
    if (before < grand) throw fundsMissing(grand - before);

    const checkoutId = await insertCheckout(tx, buyerId, grand, now);
    const notes = body.notes ?? {};
    // the cart lines go before the money, so the hot ledger rows are locked only for the journals
    await removeKitsFromCarts(tx, kitIds, { userId: buyerId });
    const created = await createOrders(
      tx,
      priced.map((g) => {
        const shopId = g.items[0]!.shopId;
        return {
          type: 'regular' as const,
          status: 'pending' as const,
          buyerId,
          sellerId: g.sellerId,
          shopId,
          checkoutId,
          items: g.items.map((k) => ({
            kitId: k.id,
            name: k.name,
            slug: k.slug,
            grade: k.gradeName,
            scale: k.scale,
            price: k.price!,
            weightGrams: k.weightGrams,
            imageUrl: imageUrl(k.imageKey),
          })),
          kitsFrom: 'published' as const,
          deliveryFee: g.fee,
          platformFee: Math.floor((g.subtotal * bps) / 10_000),
          shipFrom: postalRecordOf(g.from),
          shipTo: postalRecordOf(to),
          note: (notes[g.sellerId] ?? (shopId ? notes[shopId] : undefined) ?? '').trim(),
          actorId: buyerId,
          confirmBy: new Date(now.getTime() + confirmMs),
          payment: { kind: 'order_checkout', alreadyHeld: 0 },
          notices: (o) => ({
            buyer: { title: `Đơn hàng ${o.code} đã được tạo thành công`, message: `Đơn hàng đang chờ người bán xác nhận.` },
            seller: {
              title: `Đơn hàng mới ${o.code} cần xác nhận`,
              message: `Bạn có đơn hàng mới ${o.code} (${g.items.length} sản phẩm). Vui lòng xác nhận trong vòng ${Math.round(confirmMs / 3_600_000)} giờ.`,
              email: true,
            },
          }),
        };
      }),
      now,
      {
        // a balance spent elsewhere meanwhile: say how much is missing for the whole checkout
        shortOfFunds: async (spent) => fundsMissing(Math.max(1, grand - ((await memberBalances(tx, buyerId)).available + spent))),
      },
    );
    return {
      checkout_id: checkoutId,
      total_amount: grand,
      orders: created.map((o) => ({ id: o.id, code: o.code, total_amount: o.totalAmount, seller_id: o.sellerId })),
    };
  }
}

export type CheckoutService = ReturnType<typeof checkoutService>;
