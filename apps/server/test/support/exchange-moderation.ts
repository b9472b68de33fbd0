// Helpers of the exchange disputes and moderator decisions tests (never imported by the server itself).
import { randomUUID } from 'node:crypto';
import { call, type TestApp } from '../helpers.js';
import { multipart, png } from './kits.js';

/** `POST /exchanges/:id/dispute` as a browser sends it: multipart `reason` + `photos` images. */
export async function dispute(t: TestApp, token: string, exchangeId: string, reason: string | null, photos = 0) {
  const parts = [
    ...(reason === null ? [] : [{ name: 'reason', value: reason }]),
    ...(await Promise.all(
      Array.from({ length: photos }, async (_, i) => ({
        name: 'images',
        filename: `d${i}.png`,
        content: await png(),
        contentType: 'image/png',
      })),
    )),
  ];
  const body = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/exchanges/${exchangeId}/dispute`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

export const decide = (
  t: TestApp,
  token: string,
  exchangeId: string,
  decision: 'complete' | 'refund' | 'return',
  key = `decide-${randomUUID()}`,
  reason = 'Đã xem ảnh và lời hai bên, quyết định theo quy định',
) =>
  call(t.app, 'POST', `/api/v1/moderator/exchanges/${exchangeId}/decision`, {
    token,
    body: { decision, reason },
    headers: { 'idempotency-key': key },
  });

export const moderatorList = (t: TestApp, token: string, query = '') =>
  call(t.app, 'GET', `/api/v1/moderator/exchanges${query}`, { token });
