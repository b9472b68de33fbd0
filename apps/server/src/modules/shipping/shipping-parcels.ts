import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { SHIPMENT_STATUS_RANK, TERMINAL_SHIPMENT_STATUSES, type CreateParcelInput } from '../../integrations/carrier/types.js';
import { carrierLabel } from './shipment-view.js';
import type { ShippingDeps } from './shipping.deps.js';
import { shipmentEvents, shipments, type ShipmentKind } from './shipping.schema.js';
import { syncShipment } from './shipping-updates.js';

export interface CreatedShipment {
  trackingCode: string;
  /** the carrier's name in Vietnamese ("Giao Hàng Nhanh (GHN)") */
  carrierLabel: string;
}

/**
 * Creates the carrier's parcel for an order (outside any transaction; the carrier is idempotent per
 * order code) and stores the shipment (unique per order and kind, so a retried call changes nothing).
 * `onCreated` runs in the transaction that stores it (the orders module tells the buyer the code).
 * A `return` parcel goes the other way (the caller gives its addresses) under its own order code.
 */
export async function createShipment(
  deps: ShippingDeps,
  orderId: string,
  parcelInput: CreateParcelInput,
  onCreated: (tx: Tx, shipment: CreatedShipment, now: Date) => Promise<void>,
  kind: ShipmentKind = 'delivery',
): Promise<{ created: boolean; trackingCode: string }> {
  const [existing] = await deps.db
    .select({ trackingCode: shipments.trackingCode })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, kind)));
  if (existing) return { created: false, trackingCode: existing.trackingCode };

  const parcel = await deps.carrier.createParcel(parcelInput);

  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shipments)
      .values({
        orderId,
        kind,
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
    const label = carrierLabel(deps.carrier.name);
    await onCreated(tx, { trackingCode: parcel.trackingCode, carrierLabel: label }, now);
    return { created: true, trackingCode: parcel.trackingCode };
  });
}

/**
 * Stops the order's delivery parcel with the carrier (canceled before pickup, sent back once picked)
 * and applies what the carrier says now. Outside any transaction (a carrier call). Answers the
 * parcel's status afterwards, or null when the order has no parcel: `delivered` means it was too
 * late to stop it.
 */
export async function cancelShipment(deps: ShippingDeps, orderId: string) {
  const [s] = await deps.db
    .select({ id: shipments.id, trackingCode: shipments.trackingCode, carrier: shipments.carrier, status: shipments.status })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'delivery')));
  if (!s) return null;
  if ((TERMINAL_SHIPMENT_STATUSES as readonly string[]).includes(s.status) || s.carrier !== deps.carrier.name) return s.status;
  await deps.carrier.cancelParcel(s.trackingCode);
  await syncShipment(deps, s);
  const [after] = await deps.db.select({ status: shipments.status }).from(shipments).where(eq(shipments.id, s.id));
  return after!.status;
}
