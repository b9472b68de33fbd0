import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser } from '../../../test/fixtures.js';
import { accept, offer, postOf, trader } from '../../../test/support/exchanges.js';

const USERS = '/api/v1/moderator/users';

// The member drawer's trades and the reports against the member (docs/domain/back-office.md), over HTTP.
describe('member detail: trades and reports', () => {
  let t: TestApp;
  let mod: { token: string };
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-03-15T02:00:00.000Z' });
    mod = await signedInUser(t, { role: 'moderator', fullName: 'Kiểm Duyệt Viên' });
  });
  afterAll(async () => t.close());

  it('lists the member’s trades with the other side and the reports against them grouped by target', async () => {
    const poster = await trader(t, 2);
    const offerer = await trader(t, 1);
    const reporter = await trader(t, 0);
    const reporter2 = await signedInUser(t);
    const post = await postOf(t, poster, [poster.kitIds[0]!]);
    const o = await offer(t, offerer.token, post.id, { post_kit_ids: [poster.kitIds[0]!], my_kit_ids: offerer.kitIds });
    expect(o.status, JSON.stringify(o.body)).toBe(201);
    const acc = await accept(t, poster.token, o.body.id);
    expect(acc.status, JSON.stringify(acc.body)).toBe(201);
    const tradeId = acc.body.id as string;

    // two reports of a second post, one of the poster's account (decided: dismissed)
    const other = await postOf(t, poster, [poster.kitIds[1]!]);
    for (const who of [reporter, reporter2])
      expect(
        (
          await call(t.app, 'POST', '/api/v1/flags', {
            token: who.token,
            body: { target_type: 'exchange_post', target_id: other.id, reason: 'scam' },
          })
        ).status,
      ).toBe(201);
    const userFlag = { target_type: 'user', target_id: poster.user.id, reason: 'offensive' };
    expect((await call(t.app, 'POST', '/api/v1/flags', { token: reporter.token, body: userFlag })).status).toBe(201);
    const dismissed = await call(t.app, 'POST', `/api/v1/moderator/flags/user/${poster.user.id}/decision`, {
      token: mod.token,
      body: { decision: 'dismiss', note: 'Không thấy vi phạm' },
    });
    expect(dismissed.status).toBe(200);

    const res = await call(t.app, 'GET', `${USERS}/${poster.user.id}`, { token: mod.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.trades).toEqual([
      {
        id: tradeId,
        role: 'poster',
        other: { id: offerer.user.id, full_name: offerer.user.fullName },
        status: 'pending',
        status_label: expect.any(String),
        created_at: expect.any(String),
      },
    ]);
    const flags = res.body.flags as { target_type: string; target_id: string }[];
    expect(flags).toHaveLength(2);
    expect(flags.find((f) => f.target_type === 'exchange_post')).toMatchObject({
      target_id: other.id,
      title: 'Mình muốn đổi mô hình này lấy mô hình khác',
      count: 2,
      reasons: ['scam'],
      status: 'open',
    });
    expect(flags.find((f) => f.target_type === 'user')).toMatchObject({ count: 1, reasons: ['offensive'], status: 'closed' });

    // the other side sees the same trade from theirs; nobody reported them
    const theirs = await call(t.app, 'GET', `${USERS}/${offerer.user.id}`, { token: mod.token });
    expect(theirs.body.trades).toMatchObject([{ id: tradeId, role: 'offerer', other: { id: poster.user.id } }]);
    expect(theirs.body.flags).toEqual([]);
  });
});
