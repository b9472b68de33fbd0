import type { FastifyPluginAsync } from 'fastify';

/** shipping routes under /api/v1 (issue 4; being built). */
export const shippingRoutes: FastifyPluginAsync<{ storage: import('../../integrations/storage.js').Storage }> = async () => {};
