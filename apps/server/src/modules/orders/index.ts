// The orders module's public surface (docs/domain/orders.md): checkout, the order state machine,
// complaints, and the order factory every kind of deal creates its orders with.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Carrier } from '../../integrations/carrier/types.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { bindJob } from '../../lib/jobs.js';
import type { AppModule, JobsPoke } from '../../lib/module.js';
import type { ShippingModule } from '../shipping/index.js';
import { checkoutRoutes } from './checkout.routes.js';
import { checkoutService } from './checkout.service.js';
import { complaintsService } from './complaints.service.js';
import { moderatorOrdersService } from './moderator-orders.service.js';
import { orderShipping } from './order-shipping.js';
import { orderReturns } from './order-returns.js';
import { orderDeadlineJob, requestShipmentJob, returnParcelJob, shipmentSweepJob } from './orders.jobs.js';
import { ordersRoutes } from './orders.routes.js';
import { ordersReadService } from './orders.read.js';
import { ordersService } from './orders.service.js';
import { countOpenComplaints } from './orders.stats.js';

export { createOrders, type NewOrder, type NewOrderItem } from './create-order.js';
export { setExchangeOfOrders, type ExchangeOfOrders } from './exchange-links.js';
export {
  cancelExchangeOrders,
  completeExchangeOrders,
  lockOrdersById,
  refundExchangeOrders,
  returnExchangeOrders,
} from './exchange-orders.js';
export { discardPhotos, storePhotos } from './order-photos.js';
export { readPhotos } from './order-uploads.js';
export { ordersReadService } from './orders.read.js';
export { orderItemsOf, type OrderRow } from './orders.repository.js';
export { recentOrdersOfUser } from './orders.staff-read.js';
export { countOpenComplaints, gmvPerDay, ordersByTypeAndStatus, ordersPlacedPerDay } from './orders.stats.js';
export { checkouts, openOrderKits, orderComplaints, orderEvents, orderItems, orders } from './orders.schema.js';

export interface OrdersDeps {
  db: Db;
  clock: Clock;
  carrier: Carrier;
  storage: Storage;
  jobs: JobsPoke;
  shipping: ShippingModule;
  log?: FastifyBaseLogger;
}

export function createOrdersModule(deps: OrdersDeps) {
  const commands = ordersService(deps);
  const shipping = orderShipping(deps);
  // the parcel's progress moves the order (the shipping module knows parcels, not orders)
  deps.shipping.onStatus(shipping.onShipmentStatus);
  return {
    routes: async (app) => {
      await app.register(checkoutRoutes(checkoutService(deps)));
      await app.register(
        ordersRoutes({
          commands,
          complaints: complaintsService(deps),
          read: ordersReadService(deps),
          moderation: moderatorOrdersService(deps),
        }),
      );
    },
    queues: [
      {
        key: 'complaints',
        label: 'Khiếu nại đang mở',
        path: '/moderator/order-management?tab=complaints',
        count: () => countOpenComplaints(deps.db),
      },
    ],
    jobs: [
      bindJob(orderDeadlineJob, commands),
      bindJob(requestShipmentJob, shipping),
      bindJob(shipmentSweepJob, shipping),
      bindJob(returnParcelJob, orderReturns(deps)),
    ],
  } satisfies AppModule;
}
