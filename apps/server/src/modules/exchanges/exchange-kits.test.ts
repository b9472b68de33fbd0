import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { accept, act, offer, postOf, trader } from '../../../test/support/exchanges.js';
import { expectLedgerClean } from '../../../test/support/ledger.js';

/** `GET /users/me/exchange-kits` ("Gundam để trao đổi"): my kits the board holds, and what holds each. */
describe('my kits held by the exchange board', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-05-01T02:00:00.000Z' });
  });
  // whatever a test did or was refused, the ledger reconciles after it (an accepted offer holds its compensation)
  afterEach(async () => {
    await expectLedgerClean(t);
  });
  afterAll(async () => t.close());

  const held = async (token: string) => {
    const r = await call(t.app, 'GET', '/api/v1/users/me/exchange-kits?page_size=50', { token });
    expect(r.status).toBe(200);
    return r.body as {
      total: number;
      items: { kit: { id: string; status: string }; holder: { type: string; id: string; post_id: string } | null }[];
    };
  };
  const holderOf = (list: Awaited<ReturnType<typeof held>>, kitId: string) => list.items.find((i) => i.kit.id === kitId)?.holder;

  it('names the post, the offer and then the trade holding each kit; kits back in the collection leave the list', async () => {
    const a = await trader(t, 2);
    const b = await trader(t, 2);
    expect((await held(a.token)).total).toBe(0);

    const post = await postOf(t, a);
    let mine = await held(a.token);
    expect(mine.total).toBe(2);
    expect(holderOf(mine, a.kitIds[0]!)).toEqual({ type: 'post', id: post.id, post_id: post.id, status: 'open' });

    const o = await offer(t, b.token, post.id, { post_kit_ids: [a.kitIds[0]], my_kit_ids: [b.kitIds[0]] });
    expect(o.status).toBe(201);
    const theirs = await held(b.token);
    expect(theirs.items.map((i) => i.kit.id)).toEqual([b.kitIds[0]]);
    expect(holderOf(theirs, b.kitIds[0]!)).toEqual({ type: 'offer', id: o.body.id, post_id: post.id, status: 'open' });
    // the post's kit the offer asks for is still held by my post, not by their offer
    expect(holderOf(await held(a.token), a.kitIds[0]!)?.type).toBe('post');

    const traded = await accept(t, a.token, o.body.id);
    expect(traded.status).toBe(201);
    mine = await held(a.token);
    expect(mine.items.map((i) => i.kit.id)).toEqual([a.kitIds[0]]);
    expect(holderOf(mine, a.kitIds[0]!)).toEqual({ type: 'trade', id: traded.body.id, post_id: post.id, status: 'pending' });
    expect(holderOf(await held(b.token), b.kitIds[0]!)).toMatchObject({ type: 'trade', id: traded.body.id });
  });

  it('a withdrawn offer gives its kits back; only members and sellers may ask, each for their own kits', async () => {
    const a = await trader(t, 1);
    const b = await trader(t, 1);
    const post = await postOf(t, a);
    const o = await offer(t, b.token, post.id, { post_kit_ids: a.kitIds, my_kit_ids: b.kitIds });
    expect((await held(b.token)).total).toBe(1);
    expect((await act(t, b.token, o.body.id, 'withdraw')).status).toBe(200);
    expect((await held(b.token)).total).toBe(0);
    // back in the collection, but the withdrawn offer still names it: deleting it is refused (409, not
    // a 500 from the database's restrict), and the kit stays
    const kitUrl = `/api/v1/users/${b.user.id}/gundams/${b.kitIds[0]}`;
    const del = await call(t.app, 'DELETE', kitUrl, { token: b.token });
    expect(del.status).toBe(409);
    expect(del.body.error.message).toMatch(/^Không thể xóa mô hình này vì nó đã từng nằm trong/);
    expect((await call(t.app, 'GET', `/api/v1/gundams/${b.kitIds[0]}`, { token: b.token })).body.status).toBe('in_store');

    expect((await call(t.app, 'GET', '/api/v1/users/me/exchange-kits')).status).toBe(401);
    const staff = await signedInUser(t, { role: 'moderator' });
    const refused = await call(t.app, 'GET', '/api/v1/users/me/exchange-kits', { token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Tài khoản nhân viên không thể tham gia trao đổi');
    const bad = await call(t.app, 'GET', '/api/v1/users/me/exchange-kits?page_size=500', { token: a.token });
    expect(bad.status).toBe(400);
  });
});
