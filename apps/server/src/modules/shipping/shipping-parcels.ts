import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { SHIPMENT_STATUS_RANK, type CreateParcelInput } from '../../integrations/carrier/types.js';
import { carrierLabel } from './shipment-view.js';
import type { ShippingDeps } from './shipping.deps.js';
import { shipmentEvents, shipments } from './shipping.schema.js';

export interface CreatedShipment {
  trackingCode: string;
  /** the carrier's name in Vietnamese ("Giao Hàng Nhanh (GHN)") */
  carrierLabel: string;
}

/**
 * Creates the carrier's parcel for an order (outside any transaction; the carrier is idempotent per
 * order code) and stores the shipment (unique per order, so a retried call changes nothing).
 * `onCreated` runs in the transaction that stores it (the orders module tells the buyer the code).
 */
export async function createShipment(
  deps: ShippingDeps,
  orderId: string,
  parcelInput: CreateParcelInput,
  onCreated: (tx: Tx, shipment: CreatedShipment, now: Date) => Promise<void>,
): Promise<{ created: boolean; trackingCode: string }> {
  const [existing] = await deps.db.select({ trackingCode: shipments.trackingCode }).from(shipments).where(eq(shipments.orderId, orderId));
  if (existing) return { created: false, trackingCode: existing.trackingCode };

  const parcel = await deps.carrier.createParcel(parcelInput);

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
    const label = carrierLabel(deps.carrier.name);
    await onCreated(tx, { trackingCode: parcel.trackingCode, carrierLabel: label }, now);
    return { created: true, trackingCode: parcel.trackingCode };
  });
}
