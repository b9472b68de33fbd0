// The orders module's public surface: other modules import only this file.
export { ordersRoutes, type OrdersRoutesOptions } from './orders.routes.js';
export { applyCarrierStatus, type CarrierOrderUpdate } from './order-carrier.js';
export { sellerRevenue, shopReport } from './seller-reports.js';
export { SHIPMENT_JOB } from './orders.service.js';
export { checkouts, openOrderKits, orderComplaints, orderEvents, orderItems, orders } from './orders.schema.js';
