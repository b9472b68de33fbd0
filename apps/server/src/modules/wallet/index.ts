import type { FastifyPluginAsync } from 'fastify';

/** wallet routes under /api/v1 (issue 4; being built). */
export const walletRoutes: FastifyPluginAsync<{ storage: import('../../integrations/storage.js').Storage }> = async () => {};
