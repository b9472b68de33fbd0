import type { FastifyPluginAsync } from 'fastify';
import type { Storage } from '../../integrations/storage.js';
import { devCarrierRoutes, shippingWebhookRoutes } from './shipping.routes.js';
import {
  CREATE_SHIPMENT_JOB,
  createShipmentForOrder,
  POLL_JOB,
  pollShipments,
  requeueStuckPackedOrders,
  schedulePoll,
  type ShippingDeps,
} from './shipping.service.js';

export {
  applyCarrierUpdate,
  createShipmentForOrder,
  CREATE_SHIPMENT_JOB,
  orderStatusFor,
  POLL_JOB,
  POLL_INTERVAL_MS,
  pollShipments,
  SHIPMENT_STATUS_LABEL_VI,
  shipmentForOrder,
  shipmentsForOrders,
  syncShipment,
  type ShipmentView,
} from './shipping.service.js';

/**
 * Shipping under /api/v1 (docs/domain/shipping.md): the GHN webhook, the simulated carrier's dev
 * endpoints (not in production), and the jobs `shipping.create_shipment` {orderId} (enqueued by the
 * orders module with the packing photos) and `shipping.poll` (recurring, aligned every 5 minutes).
 */
export const shippingRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app) => {
  const deps: ShippingDeps = { db: app.ctx.db, clock: app.ctx.clock, carrier: app.ctx.carrier, log: app.log };

  app.ctx.jobs.register(CREATE_SHIPMENT_JOB, async (payload) => {
    const orderId = typeof payload.orderId === 'string' ? payload.orderId : null;
    if (!orderId) return;
    await createShipmentForOrder(deps, orderId);
  });
  app.ctx.jobs.register(POLL_JOB, async () => {
    // the next run first, so a failing sweep never ends the chain
    await schedulePoll(deps.db, deps.clock.now());
    await pollShipments(deps);
    await requeueStuckPackedOrders(deps);
  });
  await schedulePoll(deps.db, deps.clock.now());

  await app.register(shippingWebhookRoutes, { deps });
  if (!app.ctx.config.isProduction) await app.register(devCarrierRoutes, { deps });
};
