// The shipping module's public surface (docs/domain/shipping.md): parcels with the carrier and their
// progress. It knows parcels, not orders: the orders module subscribes with `onStatus`.
import type { Config } from '../../config.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import type { Carrier, CarrierStatusUpdate, CreateParcelInput } from '../../integrations/carrier/types.js';
import type { Clock } from '../../lib/clock.js';
import { bindJob } from '../../lib/jobs.js';
import type { AppModule } from '../../lib/module.js';
import type { ShipmentListener, ShippingDeps } from './shipping.deps.js';
import { shipmentPollJob } from './shipping.jobs.js';
import { cancelShipment, createShipment, type CreatedShipment } from './shipping-parcels.js';
import type { ShipmentKind } from './shipping.schema.js';
import { applyCarrierUpdate, pollShipments, syncShipment } from './shipping-updates.js';
import { devCarrierRoutes, shippingWebhookRoutes } from './shipping.routes.js';

export type { ShipmentListener, ShipmentStatusEvent } from './shipping.deps.js';
export type { CreatedShipment } from './shipping-parcels.js';
export { shipmentForOrder, shipmentsForOrders, SHIPMENT_STATUS_LABEL_VI, type ShipmentView } from './shipment-view.js';
export { POLL_INTERVAL_MS } from './shipping.jobs.js';
export { shipments, type ShipmentKind } from './shipping.schema.js';

export function createShippingModule(deps: {
  db: Db;
  clock: Clock;
  carrier: Carrier;
  log?: FastifyBaseLogger;
  config: Pick<Config, 'ghn' | 'isProduction'>;
}) {
  const shipping: ShippingDeps = { db: deps.db, clock: deps.clock, carrier: deps.carrier, log: deps.log, listeners: [] };
  return {
    routes: async (app) => {
      await app.register(shippingWebhookRoutes(shipping, deps.config.ghn ?? null));
      if (!deps.config.isProduction) await app.register(devCarrierRoutes(shipping));
    },
    jobs: [bindJob(shipmentPollJob, { poll: () => pollShipments(shipping) })],
    /** subscribe to applied parcel steps (the orders module moves its orders) */
    onStatus(listener: ShipmentListener) {
      shipping.listeners.push(listener);
    },
    createShipment: (
      orderId: string,
      parcel: CreateParcelInput,
      onCreated: (tx: Tx, s: CreatedShipment, now: Date) => Promise<void>,
      kind: ShipmentKind = 'delivery',
    ) => createShipment(shipping, orderId, parcel, onCreated, kind),
    /** the order's delivery parcel stopped with the carrier; answers its status afterwards (null: no parcel) */
    cancelShipment: (orderId: string) => cancelShipment(shipping, orderId),
    applyCarrierUpdate: (tx: Tx, update: CarrierStatusUpdate, opts?: { now?: Date; carrier?: string }) =>
      applyCarrierUpdate(shipping.listeners, tx, update, opts),
    syncShipment: (s: { id: string; trackingCode: string; carrier: string }) => syncShipment(shipping, s),
    pollShipments: () => pollShipments(shipping),
  } satisfies AppModule & Record<string, unknown>;
}
export type ShippingModule = ReturnType<typeof createShippingModule>;
