import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

/**
 * Stops the server without cutting anyone off: stop accepting, let the requests in hand finish
 * (Fastify's close waits for them and answers 503 to new ones on kept-alive connections), stop the
 * job runner (its onClose hook waits for the job in hand), and only then close the database.
 * If that takes longer than `forceAfterMs`, the process exits anyway.
 */
export async function closeGracefully(app: FastifyInstance, database: Database, forceAfterMs = 15_000) {
  const force = setTimeout(() => {
    app.log.error('dừng máy chủ quá lâu: thoát cưỡng bức');
    process.exit(1);
  }, forceAfterMs).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(force);
  }
}
