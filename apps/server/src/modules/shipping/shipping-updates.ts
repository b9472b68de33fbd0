import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { SHIPMENT_STATUS_RANK, TERMINAL_SHIPMENT_STATUSES, type CarrierStatusUpdate } from '../../integrations/carrier/types.js';
import { SHIPMENT_STATUS_LABEL_VI } from './shipment-view.js';
import type { ShipmentListener, ShippingDeps } from './shipping.deps.js';
import { shipmentEvents, shipments } from './shipping.schema.js';

/**
 * Carrier updates (docs/domain/shipping.md): from polling (`shipping.poll`), the GHN webhook and the
 * dev endpoints, all through `applyCarrierUpdate`, which applies them in rank order and once.
 */
/** shipments tracked per poll run (oldest update first) */
export const POLL_BATCH = 100;

const isTerminal = (s: string) => (TERMINAL_SHIPMENT_STATUSES as readonly string[]).includes(s);
const rankOf = (s: string) => (SHIPMENT_STATUS_RANK as Record<string, number>)[s] ?? -1;

export type ApplyOutcome = 'applied' | 'stale' | 'duplicate' | 'unknown';

/**
 * Applies one carrier update inside the caller's transaction: locks the shipment, records the update
 * in shipment_events (applied | stale | duplicate), and when it moves the shipment forward (higher rank,
 * not after a terminal status) stores it and tells the listeners (the orders module moves the order).
 */
export async function applyCarrierUpdate(
  listeners: readonly ShipmentListener[],
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

  const event = {
    orderId: s.orderId,
    kind: s.kind,
    trackingCode: s.trackingCode,
    status: update.status,
    note: `Vận đơn ${s.trackingCode}: ${SHIPMENT_STATUS_LABEL_VI[update.status]}`,
    occurredAt: update.occurredAt,
    receivedAt: opts.now ?? update.occurredAt,
  };
  let orderMoved = false;
  for (const listener of listeners) orderMoved = (await listener(tx, event)) || orderMoved;
  return { outcome, shipmentId: s.id, orderMoved };
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
      const r = await applyCarrierUpdate(deps.listeners, tx, u, { now, carrier: shipment.carrier });
      if (r.outcome === 'applied') applied++;
    }
    return applied;
  });
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
