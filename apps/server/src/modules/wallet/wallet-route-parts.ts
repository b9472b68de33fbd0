import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uuidField } from '@cho-gundam/contracts';
import { requireIdempotencyKey } from '../ledger/index.js';

/** What the wallet's member and moderator routes share: OpenAPI tags, the command schema, CSV answers. */
export const tags = ['wallet'];
export const security = [{ bearer: [] }];
export const idParams = z.object({ id: uuidField });
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().optional().describe('Khóa chống gửi trùng (8–100 ký tự), bắt buộc'),
});

/** A money command (ledger/idempotency.ts): Idempotency-Key required; 201 the first time, a replay answers what the first call did. */
export const commandSchema = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) => ({
  tags,
  security,
  summary,
  headers: idempotencyHeaders,
  body,
  response: { 200: response, 201: response },
});
/** A CSV answer (UTF-8 with BOM) downloaded as a file. */
export const sendCsv = (reply: FastifyReply, csv: { filename: string; body: string }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csv.filename}"`)
    .send(csv.body);
export const csvResponse = { 200: z.string().describe('text/csv') };

export const idempotencyKey = (req: FastifyRequest) => requireIdempotencyKey(req.headers['idempotency-key']);
