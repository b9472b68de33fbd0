import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobs } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import {
  callbackData,
  createTopup,
  createWalletTestApp,
  signedCallback,
  topupRow,
  type WalletTestApp,
} from '../../../test/support/wallet.js';
import { days, hours } from '../../lib/clock.js';
import { memberBalances } from '../ledger/index.js';
import { gatewayCallbacks } from './wallet.schema.js';

const CALLBACK = '/api/v1/wallet/topups/zalopay/callback';

type LogLine = { level: number; reqId?: string; msg: string; reason?: string; outcome?: string; [k: string]: unknown };

describe('gateway callbacks: what is stored, for how long, and what is logged', () => {
  let t: WalletTestApp;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    t = await createWalletTestApp({
      now: '2026-11-21T08:00:00Z',
      deps: { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
    });
  });
  afterAll(async () => t.close());

  /** POSTs a raw body to the callback route; returns the answer and its request id */
  const post = async (payload: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: CALLBACK, payload, headers: { 'content-type': 'application/json', ...headers } });
    return { status: res.statusCode, body: res.json(), reqId: String(res.headers['x-request-id']) };
  };
  const rowsOf = (reqId: string) =>
    t.database.db
      .select()
      .from(gatewayCallbacks)
      .then((rows) => rows.filter((r) => (r.headers as Record<string, unknown>)['x-request-id'] === reqId));
  /** the warn lines (pino level 40) logged for one request */
  const warnsOf = (reqId: string) => lines.filter((l) => l.reqId === reqId && l.level === 40);
  const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

  it('keeps a 2 KB prefix, the size and the hash of a bad-MAC callback, not the body, and logs why', async () => {
    const { token } = await signedInUser(t);
    const row = await topupRow(t, (await createTopup(t, token, { amount: 100_000 })).body.id);
    // a forged callback padded to 12 KB (under the route's limit)
    const forged = JSON.stringify(signedCallback(t, callbackData(row, { embed_data: 'x'.repeat(12_000) }), 'not-the-key2'));
    const res = await post(forged, { 'user-agent': 'probe/1.0', 'x-something-long': 'y'.repeat(4000) });
    expect(res.body).toEqual({ return_code: -1, return_message: 'mac not equal' });
    const [stored, ...more] = await rowsOf(res.reqId);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({ macValid: false, outcome: 'bad_mac', appTransId: null });
    expect(Buffer.byteLength(stored!.body)).toBeLessThanOrEqual(2048);
    expect(forged.startsWith(stored!.body)).toBe(true);
    const headers = stored!.headers as Record<string, unknown>;
    expect(headers[':body']).toEqual({ bytes: Buffer.byteLength(forged), sha256: sha256(forged), truncated: true });
    // only the few headers that tell who sent it
    expect(headers['user-agent']).toBe('probe/1.0');
    expect(headers['x-something-long']).toBeUndefined();

    const [warn, ...others] = warnsOf(res.reqId);
    expect(others).toHaveLength(0);
    expect(warn).toMatchObject({ msg: 'gateway callback not credited', reason: 'bad_mac', mac_valid: false, callback_id: stored!.id });
    // the MAC and the body are not in the log
    expect(JSON.stringify(warn)).not.toContain(JSON.parse(forged).mac);
    expect(JSON.stringify(warn)).not.toContain('xxxxxxxx');

    // not even {data, mac}: kept the same way (a short body whole), logged as invalid_body
    const junk = await post('not json at all');
    expect((await rowsOf(junk.reqId))[0]).toMatchObject({ macValid: false, outcome: 'rejected:invalid_body', body: 'not json at all' });
    expect(((await rowsOf(junk.reqId))[0]!.headers as Record<string, unknown>)[':body']).toMatchObject({ bytes: 15, truncated: false });
    expect(warnsOf(junk.reqId)[0]).toMatchObject({ reason: 'invalid_body' });
  });

  it('keeps a verified callback whole, with its headers, and logs no warning when it credits', async () => {
    const { user, token } = await signedInUser(t);
    const row = await topupRow(t, (await createTopup(t, token, { amount: 120_000 })).body.id);
    const raw = JSON.stringify(signedCallback(t, callbackData(row, { embed_data: JSON.stringify({ note: 'đ'.repeat(3000) }) })));
    expect(Buffer.byteLength(raw)).toBeGreaterThan(6000);
    const res = await post(raw, { 'x-zalopay-trace': 'abc' });
    expect(res.body).toEqual({ return_code: 1, return_message: 'success' });
    const [stored] = await rowsOf(res.reqId);
    expect(stored).toMatchObject({ macValid: true, outcome: 'credited', appTransId: row.appTransId, body: raw });
    expect(stored!.headers).toMatchObject({ 'x-zalopay-trace': 'abc' });
    expect(warnsOf(res.reqId)).toEqual([]);
    // delivered again: a duplicate, answered 1, not a warning either
    const again = await post(raw);
    expect(again.body.return_code).toBe(1);
    expect(warnsOf(again.reqId)).toEqual([]);
    expect((await memberBalances(t.database.db, user.id)).available).toBe(120_000);
  });

  it('refuses a body over 16 KB with 413 in our error body, and stores nothing', async () => {
    const before = (await t.database.db.select({ id: gatewayCallbacks.id }).from(gatewayCallbacks)).length;
    for (const size of [16 * 1024 + 1, 1_000_000]) {
      const res = await t.app.inject({
        method: 'POST',
        url: CALLBACK,
        payload: JSON.stringify({ data: 'a'.repeat(size), mac: 'b' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        error: { code: 'payload_too_large', message: 'Dữ liệu gửi lên quá lớn', details: null, request_id: res.headers['x-request-id'] },
      });
    }
    expect((await t.database.db.select({ id: gatewayCallbacks.id }).from(gatewayCallbacks)).length).toBe(before);
  });

  it('logs at warn, with the reason, every signed callback that credits nothing', async () => {
    const { user, token } = await signedInUser(t);
    const a = await topupRow(t, (await createTopup(t, token, { amount: 100_000 })).body.id);
    const b = await topupRow(t, (await createTopup(t, token, { amount: 100_000 })).body.id);
    const send = (data: Record<string, unknown>) => post(JSON.stringify(signedCallback(t, data)));

    const mismatch = await send(callbackData(a, { amount: 900_000 }));
    expect(mismatch.body.return_code).toBe(-1);
    expect(warnsOf(mismatch.reqId)).toEqual([
      expect.objectContaining({
        reason: 'amount_mismatch',
        outcome: 'rejected:amount_mismatch',
        app_trans_id: a.appTransId,
        mac_valid: true,
      }),
    ]);
    const unknown = await send(callbackData(a, { app_trans_id: '261121_aaaaaaaaaaaaaaaa' }));
    expect(warnsOf(unknown.reqId)).toEqual([expect.objectContaining({ reason: 'not_found' })]);
    const noFields = await send({ app_trans_id: a.appTransId });
    expect(warnsOf(noFields.reqId)).toEqual([expect.objectContaining({ reason: 'invalid_data' })]);

    // a's payment credits; the same zp_trans_id then reported for b is refused (it used to answer "retry", silently)
    const paid = await send(callbackData(a, { zp_trans_id: 261100777 }));
    expect(paid.body.return_code).toBe(1);
    const reused = await send(callbackData(b, { zp_trans_id: 261100777 }));
    expect(reused.body).toEqual({ return_code: -1, return_message: 'rejected:zp_trans_id_reused' });
    expect(warnsOf(reused.reqId)).toEqual([expect.objectContaining({ reason: 'zp_trans_id_reused', app_trans_id: b.appTransId })]);
    expect(await topupRow(t, b.id)).toMatchObject({ status: 'pending', metadata: expect.objectContaining({ needs_review: true }) });
    expect((await memberBalances(t.database.db, user.id)).available).toBe(100_000);
    // nothing logged carries the key or the MAC
    const macs = [signedCallback(t, callbackData(b, { zp_trans_id: 261100777 })).mac];
    expect(lines.some((l) => macs.some((m) => JSON.stringify(l).includes(m)))).toBe(false);
  });

  it('deletes unverified callbacks after 30 days, in batches, and keeps verified and recent ones', async () => {
    const { token } = await signedInUser(t);
    const row = await topupRow(t, (await createTopup(t, token, { amount: 100_000 })).body.id);
    const oldBad = await post(JSON.stringify(signedCallback(t, callbackData(row), 'wrong-key')));
    const oldGood = await post(JSON.stringify(signedCallback(t, callbackData(row))));
    // many more old unverified rows than one batch (1000)
    const at = t.clock.now();
    await t.database.db.insert(gatewayCallbacks).values(
      Array.from({ length: 2_300 }, (_, i) => ({
        provider: 'sandbox',
        body: `junk ${i}`,
        macValid: false,
        outcome: 'bad_mac',
        receivedAt: at,
      })),
    );
    t.clock.advance(days(29));
    const recentBad = await post('{"data":"{}","mac":"00"}');
    t.clock.advance(days(1) + hours(1));

    await t.app.ctx.jobs.scheduleRecurring();
    t.clock.advance(hours(1));
    await runJobs(t);

    expect(await rowsOf(oldBad.reqId)).toEqual([]);
    expect(await rowsOf(oldGood.reqId)).toHaveLength(1);
    expect(await rowsOf(recentBad.reqId)).toHaveLength(1);
    const left = await t.database.db.select({ id: gatewayCallbacks.id }).from(gatewayCallbacks).where(eq(gatewayCallbacks.macValid, false));
    expect(left.length).toBe(1);
    // every verified one of this file is still there
    const verified = await t.database.db
      .select({ id: gatewayCallbacks.id })
      .from(gatewayCallbacks)
      .where(inArray(gatewayCallbacks.outcome, ['credited', 'duplicate']));
    expect(verified.length).toBeGreaterThanOrEqual(4);
  });
});
