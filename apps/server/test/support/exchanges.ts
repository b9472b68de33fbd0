// Helpers shared by the exchange board's tests (never imported by the server itself).
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { signedInUser } from '../fixtures.js';
import { call, type TestApp } from '../helpers.js';
import { insertKit, png, send } from './kits.js';
import { fundMember } from './ledger.js';
import { kits } from '../../src/modules/kits/kits.schema.js';

let phone = 100_000;
/** A member with a verified phone (trading requires one), `n` kits in the collection and `funds` in the wallet. */
export async function trader(t: TestApp, n = 2, funds = 0) {
  phone += 1;
  const u = await signedInUser(t, { phoneNumber: `0912${String(phone).padStart(6, '0')}`, phoneNumberVerified: true });
  const list = [];
  for (let i = 0; i < n; i++)
    list.push(await insertKit(t, u.user.id, { name: `RG Kit trao đổi ${phone}-${i}`, gradeCode: 'RG', gradeName: 'Real Grade' }));
  if (funds > 0) await fundMember(t, u.user.id, funds);
  return { ...u, kits: list, kitIds: list.map((k) => k.id) };
}
export type Trader = Awaited<ReturnType<typeof trader>>;

export async function createPost(
  t: TestApp,
  who: { token: string },
  kitIds: string[],
  content = 'Mình muốn đổi mô hình này lấy mô hình khác',
) {
  return send(t, 'POST', '/api/v1/exchange-posts', who.token, [
    { name: 'content', value: content },
    { name: 'kit_ids', value: JSON.stringify(kitIds) },
    { name: 'photos', filename: 'anh.png', content: await png(), contentType: 'image/png' },
  ]);
}

export async function postOf(t: TestApp, who: Trader, kitIds = who.kitIds) {
  const r = await createPost(t, who, kitIds);
  if (r.status !== 201) throw new Error(`đăng bài thất bại: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as { id: string };
}

export const offer = (t: TestApp, token: string, postId: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api/v1/exchange-posts/${postId}/offers`, { token, body });

export const act = (t: TestApp, token: string, offerId: string, what: 'withdraw' | 'reject' | 'revision-request', body?: unknown) =>
  call(t.app, 'POST', `/api/v1/exchange-offers/${offerId}/${what}`, {
    token,
    body: body ?? (what === 'revision-request' ? { note: 'Thêm tiền bù nhé' } : {}),
  });

export const accept = (t: TestApp, token: string, offerId: string, key = `k-${randomUUID()}`) =>
  call(t.app, 'POST', `/api/v1/exchange-offers/${offerId}/accept`, { token, headers: { 'idempotency-key': key } });

export const cancel = (t: TestApp, token: string, exchangeId: string, body: unknown = {}) =>
  call(t.app, 'POST', `/api/v1/exchanges/${exchangeId}/cancel`, { token, body });

export async function statusOf(t: TestApp, ids: string[]) {
  const rows = await t.database.db
    .select({ id: kits.id, status: kits.status, ownerId: kits.ownerId })
    .from(kits)
    .where(inArray(kits.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
}

export async function kitRow(t: TestApp, id: string) {
  const [r] = await t.database.db.select().from(kits).where(eq(kits.id, id));
  return r!;
}
