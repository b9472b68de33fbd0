import type { FastifyPluginAsync } from 'fastify';

/** orders routes under /api/v1 (issue 4; being built). */
export const ordersRoutes: FastifyPluginAsync<{ storage: import('../../integrations/storage.js').Storage }> = async () => {};
export { applyCarrierStatus, type CarrierOrderUpdate } from './order-carrier.js';
