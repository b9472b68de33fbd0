import { z } from 'zod';
import { minutes } from '../../lib/clock.js';
import { defineJob, defineRecurringJob } from '../../lib/jobs.js';

/**
 * The orders module's deadlines (docs/domain/orders.md): a seller who does not confirm within 48 h
 * is auto-canceled; a delivered order completes 7 days later. The job acts only if the deadline
 * passed and the order is still where it was, so a moved or re-dated order makes it a no-op.
 */
export const deadlinePayload = z.object({ orderId: z.uuid(), kind: z.enum(['confirm', 'complete']) });
export type DeadlinePayload = z.infer<typeof deadlinePayload>;

export const orderDeadlineJob = defineJob(
  'orders.deadline',
  deadlinePayload,
  (payload, deps: { runDeadline(p: DeadlinePayload): Promise<void> }) => deps.runDeadline(payload),
);

/**
 * Packing photos in: the carrier's parcel is created (outside the packing transaction, with
 * retries while the carrier is down). Enqueued with the dedupe key `orders.create_shipment:<id>`.
 */
export const requestShipmentJob = defineJob(
  'orders.create_shipment',
  z.object({ orderId: z.uuid() }),
  (payload, deps: { requestShipment(orderId: string): Promise<unknown> }) => deps.requestShipment(payload.orderId).then(() => undefined),
);
export const shipmentJobKey = (orderId: string) => `orders.create_shipment:${orderId}`;

/**
 * A moderator sent an exchange's parcels back (order-returns.ts): the order's parcel stopped with
 * the carrier, or a return parcel booked when it was delivered. Enqueued in the decision's
 * transaction, run outside it (carrier calls), retried while the carrier is down.
 */
export const returnParcelJob = defineJob(
  'orders.return_parcel',
  z.object({ orderId: z.uuid() }),
  (payload, deps: { returnParcel(orderId: string): Promise<unknown> }) => deps.returnParcel(payload.orderId).then(() => undefined),
);

/** Every 5 minutes: packed orders whose create job gave up (the carrier was down too long) get it again. */
export const shipmentSweepJob = defineRecurringJob(
  'orders.shipment_sweep',
  minutes(5),
  async (deps: { requeueStuckPackedOrders(): Promise<unknown> }) => {
    await deps.requeueStuckPackedOrders();
  },
);
