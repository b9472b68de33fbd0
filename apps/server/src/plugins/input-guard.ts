import type { FastifyInstance } from 'fastify';
import { findNul, nulRefusal } from '../lib/input.js';

/**
 * Every route, before its schema runs: a NUL character in the path parameters, the query, the
 * headers or the parsed body (JSON or the raw text some routes keep) is a 400 with our error body.
 * Multipart fields are read by the routes themselves, which apply the same rule (lib/input.ts).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const where =
      findNul(req.params) ?? findNul(req.query) ?? findNul(req.headers) ?? findNul(req.body, typeof req.body === 'string' ? 'body' : '');
    if (where !== null) throw nulRefusal(where || 'body');
  });
}
