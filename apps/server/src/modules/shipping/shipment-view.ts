import { SHIPMENT_STATUS_LABELS } from '@cho-gundam/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { GHN_STATUS_LABELS_VI, ghnTrackingUrl } from '../../integrations/carrier/ghn.js';
import type { ShipmentStatus } from '../../integrations/carrier/types.js';
import { shipmentEvents, shipments, type ShipmentKind } from './shipping.schema.js';

/** Vietnamese labels of shipment statuses: one map, in the contracts (the web shows the same words). */
export const SHIPMENT_STATUS_LABEL_VI = SHIPMENT_STATUS_LABELS as Record<ShipmentStatus, string>;
export const CARRIER_LABEL_VI: Record<string, string> = { ghn: 'Giao Hàng Nhanh (GHN)', simulated: 'Vận chuyển mô phỏng' };
/** The carrier's name for people: never the internal id ("simulated"). */
export const carrierLabel = (carrier: string) => CARRIER_LABEL_VI[carrier] ?? 'Đơn vị vận chuyển';
/** The carrier's own step, when it says more than ours ("Giao Hàng Nhanh (GHN): Hàng đang nằm ở kho"). */
export function carrierStepNote(carrier: string, raw: string): string {
  const said = (carrier === 'ghn' ? GHN_STATUS_LABELS_VI[raw] : undefined) ?? SHIPMENT_STATUS_LABEL_VI[raw as ShipmentStatus];
  return said ? `${carrierLabel(carrier)}: ${said}` : carrierLabel(carrier);
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

/**
 * The order's shipment for the order detail (tracking code, status, Vietnamese label, timeline); null
 * before packing. `return`: the parcel back to the seller, if a moderator's decision booked one.
 */
export async function shipmentForOrder(ex: Executor, orderId: string, kind: ShipmentKind = 'delivery'): Promise<ShipmentView | null> {
  const [s] = await ex
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, kind)));
  if (!s) return null;
  const events = await ex
    .select()
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.shipmentId, s.id), eq(shipmentEvents.outcome, 'applied')))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
  return {
    carrier: s.carrier,
    carrier_label: carrierLabel(s.carrier),
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
      note: e.carrierStatus !== e.status ? carrierStepNote(s.carrier, e.carrierStatus) : null,
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
    .where(and(inArray(shipments.orderId, orderIds), eq(shipments.kind, 'delivery')));
  return new Map(
    rows.map((r) => [r.orderId, { tracking_code: r.trackingCode, status: r.status, status_label: SHIPMENT_STATUS_LABEL_VI[r.status] }]),
  );
}
