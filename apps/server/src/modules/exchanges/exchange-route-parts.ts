import { z } from 'zod';

/** What every exchange routes file shares: the OpenAPI tag, the bearer security and the Idempotency-Key header. */
export const tags = ['exchanges'];
export const security = [{ bearer: [] }];
export const idemHeaders = z.object({ 'idempotency-key': z.string().optional() }).passthrough();
