import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatMoney, type PostalAddressRecord } from '@cho-gundam/contracts';
import type { Tx } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { HOUR_MS } from '../../lib/time.js';
import { grades } from '../catalog/index.js';
import { kitImages, kits, variantKey } from '../kits/index.js';
import { lockAccounts, postJournal } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { completeExchangeOrders, createOrders, type NewOrder } from '../orders/index.js';
import { shipDueJob } from './exchanges.jobs.js';
import { exchangeItemsOf, updateExchange, type ExchangeRow } from './exchanges.repository.js';
import type { TradeAddress } from './exchanges.schema.js';

/** Each side pays its delivery fee within this time of the accept (then the other is told it may cancel). */
export const PAY_WITHIN_MS = 72 * HOUR_MS;
/** Each side packs its parcel within this time of the orders being made (product.md §8). */
export const SHIP_WITHIN_MS = 72 * HOUR_MS;
/** release (to the receiver, on completion) and refund (to the payer, on cancel) share one key: only one can post */
export const compensationOutcomeKey = (id: string) => `exchange:${id}:compensation:outcome`;
export const tradeLink = (id: string) => `/exchange/detail/${id}`;

export type Side = 'poster' | 'offerer';
export const otherSide = (s: Side): Side => (s === 'poster' ? 'offerer' : 'poster');
export const partyOf = (x: ExchangeRow, s: Side) => (s === 'poster' ? x.posterId : x.offererId);
/** The order whose parcel `s` receives. */
export const orderToSide = (x: ExchangeRow, s: Side) => (s === 'poster' ? x.orderToPosterId : x.orderToOffererId);
export const receivedAt = (x: ExchangeRow, s: Side) => (s === 'poster' ? x.posterReceivedAt : x.offererReceivedAt);

const record = (a: TradeAddress | null): PostalAddressRecord => {
  if (!a) throw new Error('trade address missing after both fees were paid');
  const { addressId: _id, ...rest } = a;
  return rest;
};

async function notifyBothSides(tx: Tx, x: ExchangeRow, now: Date, title: string, message: string) {
  for (const recipientId of [x.posterId, x.offererId]) {
    await notify(tx, { recipientId, type: 'exchange', title, message, link: tradeLink(x.id) }, now);
  }
}

/**
 * Stage 3 (in the transaction of the second fee payment, the kits already locked): the two
 * `exchange` orders through the order factory — each side's parcel from its `from` address to the
 * other side's `to`, price 0, the receiver's held fee as the delivery fee (already held: no
 * journal) — the fee states `held → applied` (the orders' totals now count in the receivers' held
 * money, so reconciliation stays whole), the trade `packaging` with its 72 h packing time.
 */
export async function startParcels(tx: Tx, storage: Storage, x: ExchangeRow, now: Date): Promise<ExchangeRow> {
  const items = await exchangeItemsOf(tx, [x.id]);
  const rows = await tx
    .select({
      id: kits.id,
      name: kits.name,
      slug: kits.slug,
      scale: kits.scale,
      weightGrams: kits.weightGrams,
      grade: grades.displayName,
      imageKey: kitImages.storageKey,
    })
    .from(kits)
    .innerJoin(grades, eq(grades.code, kits.gradeCode))
    .leftJoin(kitImages, and(eq(kitImages.kitId, kits.id), eq(kitImages.position, 0)))
    .where(
      inArray(
        kits.id,
        items.map((i) => i.kitId),
      ),
    )
    .orderBy(asc(kits.id));
  const parcel = (sender: Side): NewOrder => {
    const receiver = otherSide(sender);
    const fee = (receiver === 'poster' ? x.posterFee : x.offererFee) ?? 0;
    const kitIds = new Set(items.filter((i) => i.fromSide === sender).map((i) => i.kitId));
    return {
      type: 'exchange',
      status: 'packaging',
      buyerId: partyOf(x, receiver),
      sellerId: partyOf(x, sender),
      shopId: null,
      items: rows
        .filter((k) => kitIds.has(k.id))
        .map((k) => ({
          kitId: k.id,
          name: k.name,
          slug: k.slug,
          grade: k.grade,
          scale: k.scale,
          price: 0,
          weightGrams: k.weightGrams,
          imageUrl: k.imageKey ? storage.url(variantKey(k.imageKey, 'card')) : null,
        })),
      kitsFrom: 'exchanging',
      deliveryFee: fee,
      platformFee: 0,
      shipFrom: record(sender === 'poster' ? x.posterFrom : x.offererFrom),
      shipTo: record(receiver === 'poster' ? x.posterTo : x.offererTo),
      note: 'Đơn hàng trao đổi',
      actorId: null,
      payment: null,
      notices: () => ({ buyer: null, seller: null }),
    };
  };
  const [toOfferer, toPoster] = await createOrders(tx, [parcel('poster'), parcel('offerer')], now);
  const shipBy = new Date(now.getTime() + SHIP_WITHIN_MS);
  const updated = await updateExchange(tx, x.id, {
    status: 'packaging',
    orderToPosterId: toPoster!.id,
    orderToOffererId: toOfferer!.id,
    posterFeeState: 'applied',
    offererFeeState: 'applied',
    shipBy,
    updatedAt: now,
  });
  await shipDueJob.enqueue(tx, { exchangeId: x.id }, { runAt: shipBy, dedupeKey: `exchanges.ship_due:${x.id}` });
  await notifyBothSides(
    tx,
    updated,
    now,
    'Cả hai bên đã thanh toán phí vận chuyển',
    'Hãy bắt đầu đóng gói: tải lên ảnh đóng gói kiện hàng của bạn trong vòng 72 giờ để đơn vị vận chuyển đến lấy hàng.',
  );
  return updated;
}

/**
 * Stage 4, both parcels received (the trade locked): in this one transaction both orders complete
 * (each receiver owns the kits it received, `in_store`; the delivery fees go to the carrier's
 * account), the compensation goes from its payer's held money to the receiver's wallet (the same
 * posting key as the refund), and the trade is `completed`.
 */
export async function completeTrade(tx: Tx, x: ExchangeRow, now: Date, by: { actorId: string | null }) {
  await completeExchangeOrders(tx, [x.orderToPosterId!, x.orderToOffererId!], now, {
    actorId: by.actorId,
    action: by.actorId ? 'completed' : 'auto_completed',
  });
  let compensationState = x.compensationState;
  if (x.compensationState === 'held' && x.compensationPayer && x.compensationAmount && x.compensationPayerId) {
    const receiverId = partyOf(x, otherSide(x.compensationPayer));
    await lockAccounts(tx, { owners: [x.posterId, x.offererId], platform: [] });
    await postJournal(tx, {
      kind: 'exchange_compensation_release',
      postingKey: compensationOutcomeKey(x.id),
      referenceType: 'exchange',
      referenceId: x.id,
      memo: 'Nhận tiền bù trao đổi (giao dịch hoàn tất)',
      lines: [
        { account: { owner: x.compensationPayerId, kind: 'held' }, amount: -x.compensationAmount },
        { account: { owner: receiverId, kind: 'available' }, amount: x.compensationAmount },
      ],
    });
    compensationState = 'released';
  }
  const done = await updateExchange(tx, x.id, { status: 'completed', compensationState, completedAt: now, updatedAt: now });
  const money =
    compensationState === 'released' && x.compensationAmount
      ? ` Tiền bù ${formatMoney(x.compensationAmount)} đã được chuyển cho bên nhận.`
      : '';
  await notifyBothSides(
    tx,
    done,
    now,
    'Giao dịch trao đổi đã hoàn tất',
    `Cả hai bên đã nhận hàng. Mô hình bạn nhận đã được chuyển vào bộ sưu tập của bạn.${money}`,
  );
  return done;
}
