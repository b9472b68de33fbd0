import type { FastifyPluginAsync } from 'fastify';

/** notifications routes under /api/v1 (issue 4; being built). */
export const notificationsRoutes: FastifyPluginAsync<{ storage: import('../../integrations/storage.js').Storage }> = async () => {};
