import { SHIPMENT_STATUS_LABELS } from '@cho-gundam/contracts';
import { and, asc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor, Tx } from '../../db/client.js';
import { ghnTrackingUrl } from '../../integrations/carrier/ghn.js';
import {
  SHIPMENT_STATUS_RANK,
  TERMINAL_SHIPMENT_STATUSES,
  type Carrier,
  type CarrierStatusUpdate,
  type ShipmentStatus,
} from '../../integrations/carrier/types.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueJob } from '../../lib/jobs.js';
import { notify } from '../notifications/notify.js';
import { applyCarrierStatus } from '../orders/index.js';
import { buyerLink, sellerLink } from '../orders/order-transitions.js';
import { orderItems, orders } from '../orders/orders.schema.js';
import { shipmentEvents, shipments } from './shipping.schema.js';

/**
 * Shipments (docs/domain/shipping.md): the carrier's parcel for an order. Created by the job
 * `shipping.create_shipment` (enqueued by the orders module with the packing photos), moved by
 * carrier updates (polling job `shipping.poll`, GHN webhook, dev endpoints) through
 * `applyCarrierUpdate`, which applies them in rank order, once, and maps them onto the order.
 */
export const CREATE_SHIPMENT_JOB = 'shipping.create_shipment';
export const POLL_JOB = 'shipping.poll';
/** how often open shipments are tracked with the carrier */
export const POLL_INTERVAL_MS = 5 * 60_000;
/** shipments tracked per poll run (oldest update first) */
export const POLL_BATCH = 100;

/** Vietnamese labels of shipment statuses: one map, in the contracts (the web shows the same words). */
export const SHIPMENT_STATUS_LABEL_VI = SHIPMENT_STATUS_LABELS as Record<ShipmentStatus, string>;
export const CARRIER_LABEL_VI: Record<string, string> = { ghn: 'Giao Hàng Nhanh (GHN)', simulated: 'Vận chuyển mô phỏng' };

const isTerminal = (s: string) => (TERMINAL_SHIPMENT_STATUSES as readonly string[]).includes(s);
const rankOf = (s: string) => (SHIPMENT_STATUS_RANK as Record<string, number>)[s] ?? -1;

/** Which order status a shipment status leads to (null: none). Only returned/canceled fail the order. */
export function orderStatusFor(s: ShipmentStatus): 'delivering' | 'delivered' | 'failed' | null {
  switch (s) {
    case 'ready_to_pick':
    case 'picking':
      return null;
    case 'picked':
    case 'delivering':
    case 'delivery_failed': // the carrier will try again (or return it): the order is still on its way
    case 'returning': // not back with the seller yet
      return 'delivering';
    case 'delivered':
      return 'delivered';
    case 'returned':
    case 'canceled':
      return 'failed';
  }
}

export type ApplyOutcome = 'applied' | 'stale' | 'duplicate' | 'unknown';

/**
 * Applies one carrier update inside the caller's transaction: locks the shipment, records the update
 * in shipment_events (applied | stale | duplicate), and when it moves the shipment forward (higher rank,
 * not after a terminal status) stores it and moves the order through `applyCarrierStatus`.
 */
export async function applyCarrierUpdate(
  tx: Tx,
  update: CarrierStatusUpdate,
  /** now: the receive time recorded (default: the update's own time); carrier: restrict the lookup to one carrier */
  opts: { now?: Date; carrier?: string } = {},
): Promise<{ outcome: ApplyOutcome; shipmentId: string | null; orderMoved: boolean }> {
  const where = opts.carrier
    ? and(eq(shipments.trackingCode, update.trackingCode), eq(shipments.carrier, opts.carrier))
    : eq(shipments.trackingCode, update.trackingCode);
  const [s] = await tx.select().from(shipments).where(where).for('update').limit(1);
  if (!s) return { outcome: 'unknown', shipmentId: null, orderMoved: false };

  let outcome: ApplyOutcome;
  if (update.status === s.status) outcome = 'duplicate';
  else if (isTerminal(s.status) || rankOf(update.status) <= s.statusRank) outcome = 'stale';
  else outcome = 'applied';

  await tx.insert(shipmentEvents).values({
    shipmentId: s.id,
    carrierStatus: update.carrierStatus,
    status: update.status,
    outcome,
    raw: (update.raw ?? {}) as object,
    occurredAt: update.occurredAt,
    receivedAt: opts.now ?? update.occurredAt,
  });
  if (outcome !== 'applied') return { outcome, shipmentId: s.id, orderMoved: false };

  await tx
    .update(shipments)
    .set({
      status: update.status,
      statusRank: rankOf(update.status),
      carrierStatus: update.carrierStatus,
      updatedAt: opts.now ?? update.occurredAt,
    })
    .where(eq(shipments.id, s.id));

  let orderMoved = false;
  const to = orderStatusFor(update.status);
  if (to) {
    orderMoved = await applyCarrierStatus(tx, {
      orderId: s.orderId,
      to,
      at: update.occurredAt,
      note: `Vận đơn ${s.trackingCode}: ${SHIPMENT_STATUS_LABEL_VI[update.status]}`,
    });
  }
  await notifyShipmentStep(tx, s.orderId, update.status, opts.now ?? update.occurredAt);
  return { outcome, shipmentId: s.id, orderMoved };
}

/** Steps the orders module does not announce: a failed attempt and the return trip. */
async function notifyShipmentStep(tx: Tx, orderId: string, status: ShipmentStatus, now: Date) {
  if (status !== 'delivery_failed' && status !== 'returning') return;
  const [o] = await tx
    .select({
      id: orders.id,
      code: orders.code,
      type: orders.type,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!o || o.status !== 'delivering') return;
  if (status === 'delivery_failed') {
    await notify(
      tx,
      {
        recipientId: o.buyerId,
        type: 'order',
        title: `Đơn hàng ${o.code} chuẩn bị giao lại cho bạn`,
        message: 'Đơn vị vận chuyển chưa giao được hàng và sẽ liên hệ giao lại. Vui lòng để ý điện thoại của bạn.',
        link: buyerLink(o),
      },
      now,
    );
    await notify(
      tx,
      {
        recipientId: o.sellerId,
        type: 'order',
        title: `Giao hàng chưa thành công cho đơn ${o.code}`,
        message: 'Đơn vị vận chuyển sẽ giao lại; nếu vẫn không giao được, mô hình sẽ được hoàn về cho bạn.',
        link: sellerLink(o),
      },
      now,
    );
  } else {
    await notify(
      tx,
      {
        recipientId: o.sellerId,
        type: 'order',
        title: `Đơn hàng ${o.code} đang được giao trả`,
        message: 'Giao hàng không thành công; đơn vị vận chuyển đang hoàn mô hình về địa chỉ lấy hàng của bạn.',
        link: sellerLink(o),
        email: true,
      },
      now,
    );
    await notify(
      tx,
      {
        recipientId: o.buyerId,
        type: 'order',
        title: `Đơn hàng ${o.code} đang chờ trả về`,
        message: 'Giao hàng không thành công. Tiền hàng sẽ được hoàn vào ví khi mô hình về tới người bán.',
        link: buyerLink(o),
      },
      now,
    );
  }
}

export interface ShippingDeps {
  db: Db;
  clock: Clock;
  carrier: Carrier;
  log?: FastifyBaseLogger;
}

/**
 * The job `shipping.create_shipment` {orderId}: creates the carrier's parcel (outside any transaction;
 * the carrier is idempotent per order code) and stores the shipment (unique per order, so a retried
 * job changes nothing). An order no longer in packaging gets no parcel.
 */
export async function createShipmentForOrder(
  deps: ShippingDeps,
  orderId: string,
): Promise<{ created: boolean; trackingCode: string | null }> {
  const [existing] = await deps.db.select({ trackingCode: shipments.trackingCode }).from(shipments).where(eq(shipments.orderId, orderId));
  if (existing) return { created: false, trackingCode: existing.trackingCode };
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return { created: false, trackingCode: null };
  if (order.status !== 'packaging') {
    deps.log?.warn({ orderId, status: order.status }, 'shipment not created: order is not in packaging');
    return { created: false, trackingCode: null };
  }
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.createdAt));
  const weightGrams = items.reduce((sum, i) => sum + i.weightGrams * i.quantity, 0);

  const parcel = await deps.carrier.createParcel({
    from: order.shipFrom,
    to: order.shipTo,
    weightGrams,
    valueVnd: order.itemsSubtotal,
    orderCode: order.code,
    items: items.map((i) => ({ name: i.name, quantity: i.quantity, weightGrams: i.weightGrams })),
    note: order.note || undefined,
  });

  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shipments)
      .values({
        orderId,
        carrier: deps.carrier.name,
        trackingCode: parcel.trackingCode,
        status: 'ready_to_pick',
        statusRank: SHIPMENT_STATUS_RANK.ready_to_pick,
        carrierStatus: 'ready_to_pick',
        fee: parcel.fee,
        expectedDeliveryAt: parcel.expectedDeliveryAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: shipments.id });
    if (!inserted[0]) return { created: false, trackingCode: parcel.trackingCode };
    await tx.insert(shipmentEvents).values({
      shipmentId: inserted[0].id,
      carrierStatus: 'ready_to_pick',
      status: 'ready_to_pick',
      outcome: 'applied',
      raw: { created: true, fee: parcel.fee },
      occurredAt: now,
      receivedAt: now,
    });
    await notify(
      tx,
      {
        recipientId: order.buyerId,
        type: 'order',
        title: `Đơn hàng ${order.code} đã có mã vận đơn`,
        message: `Mã vận đơn ${parcel.trackingCode} (${CARRIER_LABEL_VI[deps.carrier.name] ?? deps.carrier.name}). Đơn vị vận chuyển sẽ đến lấy hàng từ người bán.`,
        link: buyerLink(order),
      },
      now,
    );
    return { created: true, trackingCode: parcel.trackingCode };
  });
}

/**
 * Tracks one shipment with the carrier (outside any transaction) and applies, in one transaction and
 * in the carrier's order, every update that is ahead of what we have. Returns the applied count.
 */
export async function syncShipment(deps: ShippingDeps, shipment: { id: string; trackingCode: string; carrier: string }): Promise<number> {
  if (shipment.carrier !== deps.carrier.name) return 0;
  const updates = await deps.carrier.track(shipment.trackingCode);
  const [current] = await deps.db
    .select({ status: shipments.status, statusRank: shipments.statusRank })
    .from(shipments)
    .where(eq(shipments.id, shipment.id));
  if (!current || isTerminal(current.status)) return 0;
  const ahead = updates
    .map((u, i) => ({ u, i }))
    .filter(({ u }) => rankOf(u.status) > current.statusRank)
    .sort((a, b) => a.u.occurredAt.getTime() - b.u.occurredAt.getTime() || a.i - b.i)
    .map(({ u }) => u);
  if (ahead.length === 0) return 0;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    let applied = 0;
    for (const u of ahead) {
      const r = await applyCarrierUpdate(tx, u, { now, carrier: shipment.carrier });
      if (r.outcome === 'applied') applied++;
    }
    return applied;
  });
}

/** A packed order still without a shipment this long after packing gets its create job again. */
export const STUCK_PACKED_MS = 30 * 60_000;

/**
 * Packed orders whose create job gave up (e.g. the carrier was down for longer than the job's
 * retries): enqueued again, with the orders module's dedupe key so a live job is not doubled.
 */
export async function requeueStuckPackedOrders(deps: ShippingDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - STUCK_PACKED_MS);
  const stuck = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'packaging'),
        eq(orders.isPackaged, true),
        lt(orders.updatedAt, cutoff),
        sql`not exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id})`,
      ),
    )
    .limit(POLL_BATCH);
  let queued = 0;
  for (const o of stuck) {
    if (await enqueueJob(deps.db, CREATE_SHIPMENT_JOB, { orderId: o.id }, { dedupeKey: `${CREATE_SHIPMENT_JOB}:${o.id}` })) queued++;
  }
  if (queued) deps.log?.warn({ queued }, 'packed orders without a shipment: create jobs queued again');
  return queued;
}

/**
 * The poll job: up to POLL_BATCH open shipments of the current carrier, least recently tracked first
 * (`updated_at` is bumped when a shipment is tracked, so more than a batch are served in turn).
 */
export async function pollShipments(deps: ShippingDeps): Promise<{ tracked: number; applied: number; failed: number }> {
  const open = await deps.db
    .select({ id: shipments.id, trackingCode: shipments.trackingCode, carrier: shipments.carrier })
    .from(shipments)
    .where(and(eq(shipments.carrier, deps.carrier.name), notInArray(shipments.status, [...TERMINAL_SHIPMENT_STATUSES])))
    .orderBy(asc(shipments.updatedAt))
    .limit(POLL_BATCH);
  let applied = 0;
  let failed = 0;
  for (const s of open) {
    try {
      const n = await syncShipment(deps, s);
      applied += n;
      // round robin: a tracked shipment goes to the back of the queue even when nothing changed
      if (n === 0) await deps.db.update(shipments).set({ updatedAt: deps.clock.now() }).where(eq(shipments.id, s.id));
    } catch (err) {
      failed++;
      deps.log?.warn({ err, trackingCode: s.trackingCode }, 'shipment tracking failed');
    }
  }
  return { tracked: open.length, applied, failed };
}

/** The next poll slot: aligned on the interval so every server process computes the same dedupe key. */
export function nextPollSlot(now: Date): Date {
  return new Date((Math.floor(now.getTime() / POLL_INTERVAL_MS) + 1) * POLL_INTERVAL_MS);
}
export async function schedulePoll(ex: Executor, now: Date) {
  const runAt = nextPollSlot(now);
  return enqueueJob(ex, POLL_JOB, {}, { runAt, dedupeKey: `${POLL_JOB}:${runAt.toISOString()}`, maxAttempts: 3 });
}

export interface ShipmentView {
  carrier: string;
  carrier_label: string;
  tracking_code: string;
  tracking_url: string | null;
  status: ShipmentStatus;
  status_label: string;
  carrier_status: string | null;
  fee: number;
  expected_delivery_at: string | null;
  created_at: string;
  updated_at: string;
  /** the applied steps, oldest first */
  events: { status: string; status_label: string; carrier_status: string; note: string | null; at: string }[];
}

/** The order's shipment for the order detail (tracking code, status, Vietnamese label, timeline); null before packing. */
export async function shipmentForOrder(ex: Executor, orderId: string): Promise<ShipmentView | null> {
  const [s] = await ex.select().from(shipments).where(eq(shipments.orderId, orderId));
  if (!s) return null;
  const events = await ex
    .select()
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipmentId, s.id), eq(shipmentEvents.outcome, 'applied')))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
  return {
    carrier: s.carrier,
    carrier_label: CARRIER_LABEL_VI[s.carrier] ?? s.carrier,
    tracking_code: s.trackingCode,
    tracking_url: s.carrier === 'ghn' ? ghnTrackingUrl(s.trackingCode) : null,
    status: s.status,
    status_label: SHIPMENT_STATUS_LABEL_VI[s.status],
    carrier_status: s.carrierStatus,
    fee: s.fee,
    expected_delivery_at: s.expectedDeliveryAt?.toISOString() ?? null,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    events: events.map((e) => ({
      status: e.status,
      status_label: SHIPMENT_STATUS_LABEL_VI[e.status as ShipmentStatus] ?? e.status,
      carrier_status: e.carrierStatus,
      note: e.carrierStatus !== e.status ? `${s.carrier.toUpperCase()}: ${e.carrierStatus}` : null,
      at: e.occurredAt.toISOString(),
    })),
  };
}

/** Shipments of many orders at once (order lists). */
export async function shipmentsForOrders(ex: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, { tracking_code: string; status: ShipmentStatus; status_label: string }>();
  const rows = await ex
    .select({ orderId: shipments.orderId, trackingCode: shipments.trackingCode, status: shipments.status })
    .from(shipments)
    .where(inArray(shipments.orderId, orderIds));
  return new Map(
    rows.map((r) => [r.orderId, { tracking_code: r.trackingCode, status: r.status, status_label: SHIPMENT_STATUS_LABEL_VI[r.status] }]),
  );
}
