import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import type { Carrier, ShipmentStatus } from '../../integrations/carrier/types.js';
import type { Clock } from '../../lib/clock.js';
import type { ShipmentKind } from './shipping.schema.js';

/** One applied step of a parcel, as the module that owns the order hears it. */
export interface ShipmentStatusEvent {
  orderId: string;
  /** `return`: the parcel back to the order's seller after a moderator's return decision (absent: `delivery`) */
  kind?: ShipmentKind;
  trackingCode: string;
  status: ShipmentStatus;
  /** Vietnamese, for timelines: "Vận đơn GHN123: Đã giao hàng" */
  note: string;
  /** when the carrier says it happened */
  occurredAt: Date;
  /** when we received it */
  receivedAt: Date;
}

/**
 * Called inside the transaction that stores the parcel's new status: the orders module moves the
 * order (delivering, delivered, failed) and tells the buyer and seller. Returns whether the order
 * moved. The shipping module knows parcels, not orders: this is how it reports up to them.
 */
export type ShipmentListener = (tx: Tx, event: ShipmentStatusEvent) => Promise<boolean>;

export interface ShippingDeps {
  db: Db;
  clock: Clock;
  carrier: Carrier;
  log?: FastifyBaseLogger;
  /** subscribers to applied parcel steps (filled by `onStatus` when the orders module is built) */
  listeners: ShipmentListener[];
}
