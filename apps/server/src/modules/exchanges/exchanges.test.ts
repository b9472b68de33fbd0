import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { signedInUser, tokenFor, createUser } from '../../../test/fixtures.js';
import { insertKit, png, send, setStatus } from '../../../test/support/kits.js';
import { expectLedgerClean, fundMember } from '../../../test/support/ledger.js';
import { accept, act, cancel, createPost, offer, postOf, statusOf, trader, type Trader } from '../../../test/support/exchanges.js';
import { memberBalances } from '../ledger/index.js';
import { notifications } from '../../db/schema.js';
import { exchangeOffers, exchangePosts } from './exchanges.schema.js';

/**
 * The exchange board through HTTP (product.md §8, docs/domain/exchanges.md): every transition
 * allowed and refused, by role and side, with its Vietnamese message, and the kits' statuses and
 * the wallet after each.
 */
describe('exchange board', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2030-05-01T02:00:00.000Z' });
  });
  // whatever a test did or was refused, the ledger reconciles after it (not only where a test checks)
  afterEach(async () => {
    await expectLedgerClean(t);
  });
  afterAll(async () => t.close());

  const notes = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), eq(notifications.type, 'exchange')))
    ).map((n) => n.title);
  const offerBody = (postKits: string[], mine: string[], extra: Record<string, unknown> = {}) => ({
    post_kit_ids: postKits,
    my_kit_ids: mine,
    ...extra,
  });

  describe('posts', () => {
    it('a verified phone, 1–5 photos and my in-store kits are required; the kits become for_exchange', async () => {
      const noPhone = await signedInUser(t);
      const k = await insertKit(t, noPhone.user.id);
      const r1 = await createPost(t, noPhone, [k.id]);
      expect(r1.status).toBe(422);
      expect(r1.body.error.message).toBe('Bạn cần xác thực số điện thoại trước khi tham gia trao đổi');

      const a = await trader(t, 3);
      const noPhoto = await send(t, 'POST', '/api/v1/exchange-posts', a.token, [
        { name: 'content', value: 'Đổi mô hình lấy mô hình khác nhé' },
        { name: 'kit_ids', value: JSON.stringify([a.kitIds[0]]) },
      ]);
      expect(noPhoto.status).toBe(400);
      expect(noPhoto.body.error.message).toBe('Hãy chọn ít nhất 1 ảnh cho bài đăng');

      const six = await send(t, 'POST', '/api/v1/exchange-posts', a.token, [
        { name: 'content', value: 'Đổi mô hình lấy mô hình khác nhé' },
        { name: 'kit_ids', value: JSON.stringify([a.kitIds[0]]) },
        ...(await Promise.all(Array.from({ length: 6 }, async () => ({ name: 'photos', filename: 'a.png', content: await png() })))),
      ]);
      expect(six.status).toBe(400);
      expect(six.body.error.message).toBe('Tối đa 5 ảnh');

      const short = await createPost(t, a, [a.kitIds[0]!], 'ngắn');
      expect(short.status).toBe(400);
      expect(short.body.error.message).toBe('Nội dung bài đăng tối thiểu 10 ký tự');

      const other = await trader(t, 1);
      const notMine = await createPost(t, a, [other.kitIds[0]!]);
      expect(notMine.status).toBe(404);
      expect(notMine.body.error.message).toBe('Không tìm thấy mô hình trong bộ sưu tập của bạn');

      await setStatus(t, a.kitIds[2]!, 'published');
      const listed = await createPost(t, a, [a.kitIds[2]!]);
      expect(listed.status).toBe(409);
      expect(listed.body.error.message).toContain('Đang đăng bán');

      const staff = await signedInUser(t, { role: 'moderator', phoneNumberVerified: true, phoneNumber: '0987000111' });
      const byStaff = await createPost(t, staff, [a.kitIds[0]!]);
      expect(byStaff.status).toBe(403);
      expect(byStaff.body.error.message).toBe('Tài khoản nhân viên không thể tham gia trao đổi');

      expect(await statusOf(t, [a.kitIds[0]!, a.kitIds[1]!])).toEqual({ [a.kitIds[0]!]: 'in_store', [a.kitIds[1]!]: 'in_store' });
      const ok = await createPost(t, a, [a.kitIds[0]!, a.kitIds[1]!]);
      expect(ok.status).toBe(201);
      expect(ok.body.kits.map((k: { id: string }) => k.id)).toEqual([a.kitIds[0], a.kitIds[1]]);
      expect(ok.body.photos).toHaveLength(1);
      expect(await statusOf(t, [a.kitIds[0]!, a.kitIds[1]!])).toEqual({ [a.kitIds[0]!]: 'for_exchange', [a.kitIds[1]!]: 'for_exchange' });
      // the same kits cannot go in a second post
      const again = await createPost(t, a, [a.kitIds[0]!]);
      expect(again.status).toBe(409);
    });

    it('guests browse the board: search by the kits, filter by grade, series and scale, paginated', async () => {
      const a = await trader(t, 0);
      const zaku = await insertKit(t, a.user.id, {
        name: 'MG Zaku II Char Ver.2.0',
        gradeCode: 'MG',
        gradeName: 'Master Grade',
        scale: '1/100',
        series: 'Mobile Suit Gundam',
      });
      const nu = await insertKit(t, a.user.id, { name: 'HG Nu Gundam', gradeCode: 'HG', scale: '1/144', series: 'Char’s Counterattack' });
      const p1 = await postOf(t, a, [zaku.id]);
      const p2 = await postOf(t, a, [nu.id]);
      const board = await call(t.app, 'GET', '/api/v1/exchange-posts?page_size=100');
      expect(board.status).toBe(200);
      const ids = board.body.items.map((p: { id: string }) => p.id);
      expect(ids).toEqual(expect.arrayContaining([p1.id, p2.id]));
      const zakuOnly = await call(t.app, 'GET', '/api/v1/exchange-posts?q=zaku');
      expect(zakuOnly.body.items.map((p: { id: string }) => p.id)).toEqual([p1.id]);
      const mg = await call(t.app, 'GET', '/api/v1/exchange-posts?grade=mg&scale=1/100&page_size=100');
      expect(mg.body.items.map((p: { id: string }) => p.id)).toContain(p1.id);
      expect(mg.body.items.map((p: { id: string }) => p.id)).not.toContain(p2.id);
      const series = await call(t.app, 'GET', `/api/v1/exchange-posts?series=${encodeURIComponent('Char’s Counterattack')}`);
      expect(series.body.items.map((p: { id: string }) => p.id)).toEqual([p2.id]);
      const page = await call(t.app, 'GET', '/api/v1/exchange-posts?page_size=1&page=2');
      expect(page.body.items).toHaveLength(1);
      expect(page.body.total).toBeGreaterThanOrEqual(2);
      const detail = await call(t.app, 'GET', `/api/v1/exchange-posts/${p1.id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.kits[0].name).toBe('MG Zaku II Char Ver.2.0');
      expect(detail.body.my_offer).toBeNull();
      const bad = await call(t.app, 'GET', '/api/v1/exchange-posts?scale=1/200');
      expect(bad.status).toBe(400);
      const mine = await call(t.app, 'GET', '/api/v1/users/me/exchange-posts', { token: a.token });
      expect(mine.body.total).toBe(2);
    });

    it('the poster replaces the photos of an open post (1–5); the old files go', async () => {
      const a = await trader(t, 1);
      const b = await trader(t, 0);
      const created = await createPost(t, a, a.kitIds);
      const oldUrl = new URL(created.body.photos[0].full, 'http://x').pathname;
      expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(200);
      const photos = async (n: number, color: string) =>
        Promise.all(
          Array.from({ length: n }, async (_, i) => ({ name: 'photos', filename: `m${i}.png`, content: await png(40 + i, 30, color) })),
        );
      const byOther = await send(t, 'PUT', `/api/v1/exchange-posts/${created.body.id}/photos`, b.token, await photos(1, '#112233'));
      expect(byOther.status).toBe(403);
      const none = await send(t, 'PUT', `/api/v1/exchange-posts/${created.body.id}/photos`, a.token, [{ name: 'content', value: 'chữ' }]);
      expect(none.status).toBe(400);
      const ok = await send(t, 'PUT', `/api/v1/exchange-posts/${created.body.id}/photos`, a.token, await photos(2, '#445566'));
      expect(ok.status).toBe(200);
      expect(ok.body.photos).toHaveLength(2);
      expect((await t.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
      const newUrl = new URL(ok.body.photos[1].card, 'http://x').pathname;
      expect((await t.app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
    });

    it('edit while open (only the poster; a kit a live offer chose stays); close returns every kit and closes the offers', async () => {
      const a = await trader(t, 3);
      const b = await trader(t, 1);
      const post = await postOf(t, a, [a.kitIds[0]!, a.kitIds[1]!]);
      const byOther = await call(t.app, 'PATCH', `/api/v1/exchange-posts/${post.id}`, {
        token: b.token,
        body: { content: 'Nội dung của người khác' },
      });
      expect(byOther.status).toBe(403);
      expect(byOther.body.error.message).toBe('Chỉ người đăng bài mới thực hiện được thao tác này');
      const o = await offer(t, b.token, post.id, offerBody([a.kitIds[0]!], b.kitIds));
      expect(o.status).toBe(201);
      const dropChosen = await call(t.app, 'PATCH', `/api/v1/exchange-posts/${post.id}`, {
        token: a.token,
        body: { kit_ids: [a.kitIds[1]] },
      });
      expect(dropChosen.status).toBe(409);
      expect(dropChosen.body.error.message).toContain('đang được một đề nghị trao đổi lựa chọn');
      const edit = await call(t.app, 'PATCH', `/api/v1/exchange-posts/${post.id}`, {
        token: a.token,
        body: { content: 'Đổi Zaku lấy mô hình RG nhé các bạn', kit_ids: [a.kitIds[0], a.kitIds[2]] },
      });
      expect(edit.status).toBe(200);
      expect(edit.body.content).toBe('Đổi Zaku lấy mô hình RG nhé các bạn');
      expect(await statusOf(t, a.kitIds)).toEqual({
        [a.kitIds[0]!]: 'for_exchange',
        [a.kitIds[1]!]: 'in_store',
        [a.kitIds[2]!]: 'for_exchange',
      });

      const closeByOther = await call(t.app, 'POST', `/api/v1/exchange-posts/${post.id}/close`, { token: b.token });
      expect(closeByOther.status).toBe(403);
      const closed = await call(t.app, 'POST', `/api/v1/exchange-posts/${post.id}/close`, { token: a.token });
      expect(closed.status).toBe(200);
      expect(closed.body.status).toBe('closed');
      expect(Object.values(await statusOf(t, [...a.kitIds, ...b.kitIds]))).toEqual(['in_store', 'in_store', 'in_store', 'in_store']);
      const [row] = await t.database.db.select().from(exchangeOffers).where(eq(exchangeOffers.id, o.body.id));
      expect(row!.status).toBe('closed');
      expect(await notes(b.user.id)).toContain('Bài đăng trao đổi đã đóng');
      const editClosed = await call(t.app, 'PATCH', `/api/v1/exchange-posts/${post.id}`, {
        token: a.token,
        body: { content: 'Sửa bài đã đóng thử xem' },
      });
      expect(editClosed.status).toBe(409);
      expect(editClosed.body.error.message).toBe('Bài đăng này đã đóng');
      const offerClosed = await offer(t, b.token, post.id, offerBody([a.kitIds[0]!], b.kitIds));
      expect(offerClosed.status).toBe(409);
      // a closed post leaves the board
      const board = await call(t.app, 'GET', '/api/v1/exchange-posts?page_size=100');
      expect(board.body.items.map((p: { id: string }) => p.id)).not.toContain(post.id);
    });
  });

  describe('offers and negotiation', () => {
    let a: Trader;
    let b: Trader;
    let stranger: Trader;
    let postId: string;
    let offerId: string;
    beforeAll(async () => {
      a = await trader(t, 2);
      b = await trader(t, 3);
      stranger = await trader(t, 1);
      postId = (await postOf(t, a)).id;
    });

    it('refuses an offer on my own post, kits outside the post, someone else’s kits, a small compensation', async () => {
      const own = await offer(t, a.token, postId, offerBody([a.kitIds[0]!], [a.kitIds[1]!]));
      expect(own.status).toBe(403);
      expect(own.body.error.message).toBe('Bạn không thể gửi đề nghị trao đổi cho bài đăng của chính mình');
      const outside = await offer(t, b.token, postId, offerBody([stranger.kitIds[0]!], [b.kitIds[0]!]));
      expect(outside.status).toBe(422);
      expect(outside.body.error.message).toBe('Mô hình bạn chọn không thuộc bài đăng này');
      const theirs = await offer(t, b.token, postId, offerBody([a.kitIds[0]!], [stranger.kitIds[0]!]));
      expect(theirs.status).toBe(404);
      const small = await offer(
        t,
        b.token,
        postId,
        offerBody([a.kitIds[0]!], [b.kitIds[0]!], { compensation: { payer: 'offerer', amount: 999 } }),
      );
      expect(small.status).toBe(400);
      expect(small.body.error.message).toContain('Số tiền bù tối thiểu 1.000 ₫');
      const badPayer = await offer(
        t,
        b.token,
        postId,
        offerBody([a.kitIds[0]!], [b.kitIds[0]!], { compensation: { payer: 'ai', amount: 5000 } }),
      );
      expect(badPayer.status).toBe(400);
      expect(await statusOf(t, b.kitIds)).toEqual(Object.fromEntries(b.kitIds.map((id) => [id, 'in_store'])));
    });

    it('one live offer per member per post; the offerer’s kits become for_exchange; the poster is told', async () => {
      const o = await offer(
        t,
        b.token,
        postId,
        offerBody([a.kitIds[0]!], [b.kitIds[0]!], { compensation: { payer: 'offerer', amount: 50_000 }, note: 'Bù thêm 50k' }),
      );
      expect(o.status).toBe(201);
      offerId = o.body.id;
      expect(o.body.compensation).toEqual({ payer: 'offerer', amount: 50_000 });
      expect(o.body.revisions_left).toBe(3);
      expect((await statusOf(t, [b.kitIds[0]!]))[b.kitIds[0]!]).toBe('for_exchange');
      const twice = await offer(t, b.token, postId, offerBody([a.kitIds[1]!], [b.kitIds[1]!]));
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toBe('Bạn đã có một đề nghị đang chờ cho bài đăng này. Hãy chỉnh sửa hoặc rút lại đề nghị đó.');
      expect(await notes(a.user.id)).toContain('Có đề nghị trao đổi mới');
      const detail = await call(t.app, 'GET', `/api/v1/exchange-posts/${postId}`, { token: b.token });
      expect(detail.body.my_offer.id).toBe(offerId);
      expect(detail.body.offer_count).toBe(1);
    });

    it('only the poster lists a post’s offers (with the offerer’s completed trades)', async () => {
      const list = await call(t.app, 'GET', `/api/v1/exchange-posts/${postId}/offers`, { token: a.token });
      expect(list.status).toBe(200);
      expect(list.body.items[0].offerer.completed_trades).toBe(0);
      expect(list.body.items[0].offerer_kits[0].id).toBe(b.kitIds[0]);
      const byOfferer = await call(t.app, 'GET', `/api/v1/exchange-posts/${postId}/offers`, { token: b.token });
      expect(byOfferer.status).toBe(403);
      const mine = await call(t.app, 'GET', '/api/v1/users/me/exchange-offers', { token: b.token });
      expect(mine.body.items.map((o: { id: string }) => o.id)).toEqual([offerId]);
    });

    it('revision: asked by the poster only, answered by the offerer only, at most 3 rounds', async () => {
      const notAsked = await call(t.app, 'PUT', `/api/v1/exchange-offers/${offerId}`, {
        token: b.token,
        body: offerBody([a.kitIds[0]!], [b.kitIds[0]!]),
      });
      expect(notAsked.status).toBe(409);
      expect(notAsked.body.error.message).toBe('Người đăng chưa yêu cầu chỉnh sửa đề nghị này');
      const byOfferer = await act(t, b.token, offerId, 'revision-request');
      expect(byOfferer.status).toBe(403);
      expect(byOfferer.body.error.message).toBe('Chỉ người đăng bài mới thực hiện được thao tác này');
      const byStranger = await act(t, stranger.token, offerId, 'revision-request');
      expect(byStranger.status).toBe(404);
      expect(byStranger.body.error.message).toBe('Không tìm thấy đề nghị trao đổi');
      const noNote = await call(t.app, 'POST', `/api/v1/exchange-offers/${offerId}/revision-request`, {
        token: a.token,
        body: { note: '' },
      });
      expect(noNote.status).toBe(400);

      for (let round = 1; round <= 3; round++) {
        const ask = await act(t, a.token, offerId, 'revision-request', { note: `Lần ${round}: thêm mô hình nhé` });
        expect(ask.status).toBe(200);
        expect(ask.body.status).toBe('revision_requested');
        expect(ask.body.revisions_left).toBe(3 - round);
        const askAgain = await act(t, a.token, offerId, 'revision-request');
        expect(askAgain.status).toBe(409);
        const acceptMid = await accept(t, a.token, offerId);
        expect(acceptMid.status).toBe(409);
        expect(acceptMid.body.error.message).toBe('Đề nghị đang chờ người đề nghị chỉnh sửa, chưa thể chấp nhận');
        const byPoster = await call(t.app, 'PUT', `/api/v1/exchange-offers/${offerId}`, {
          token: a.token,
          body: offerBody([a.kitIds[0]!], [b.kitIds[0]!]),
        });
        expect(byPoster.status).toBe(403);
        expect(byPoster.body.error.message).toBe('Chỉ người gửi đề nghị mới thực hiện được thao tác này');
        // each round swaps the offerer's kits: the old one goes back, the new one is held
        const mine = round % 2 === 1 ? [b.kitIds[1]!, b.kitIds[2]!] : [b.kitIds[0]!];
        const revised = await call(t.app, 'PUT', `/api/v1/exchange-offers/${offerId}`, {
          token: b.token,
          body: offerBody([a.kitIds[0]!, a.kitIds[1]!], mine, { compensation: null, note: `Đã sửa lần ${round}` }),
        });
        expect(revised.status).toBe(200);
        expect(revised.body.status).toBe('open');
        expect(revised.body.compensation).toBeNull();
        const st = await statusOf(t, b.kitIds);
        for (const id of b.kitIds) expect(st[id]).toBe(mine.includes(id) ? 'for_exchange' : 'in_store');
      }
      const fourth = await act(t, a.token, offerId, 'revision-request');
      expect(fourth.status).toBe(422);
      expect(fourth.body.error.message).toBe('Mỗi đề nghị chỉ được yêu cầu chỉnh sửa tối đa 3 lần');
      expect(await notes(b.user.id)).toContain('Người đăng yêu cầu chỉnh sửa đề nghị');
      expect(await notes(a.user.id)).toContain('Đề nghị trao đổi đã được chỉnh sửa');
    });

    it('withdraw (offerer only) and reject (poster only) return the offerer’s kits; a finished offer cannot move', async () => {
      const byPoster = await act(t, a.token, offerId, 'withdraw');
      expect(byPoster.status).toBe(403);
      const rejByOfferer = await act(t, b.token, offerId, 'reject');
      expect(rejByOfferer.status).toBe(403);
      const w = await act(t, b.token, offerId, 'withdraw');
      expect(w.status).toBe(200);
      expect(w.body.status).toBe('withdrawn');
      expect(Object.values(await statusOf(t, b.kitIds))).toEqual(['in_store', 'in_store', 'in_store']);
      expect(await notes(a.user.id)).toContain('Một đề nghị trao đổi đã bị rút lại');
      const again = await act(t, b.token, offerId, 'withdraw');
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('Đề nghị này đã kết thúc, không thể thay đổi nữa');
      const acc = await accept(t, a.token, offerId);
      expect(acc.status).toBe(409);

      // a new offer after the withdrawn one, rejected by the poster with a reason
      const o2 = await offer(t, b.token, postId, offerBody([a.kitIds[0]!], [b.kitIds[2]!]));
      expect(o2.status).toBe(201);
      const rej = await act(t, a.token, o2.body.id, 'reject', { reason: 'Mình chỉ nhận MG' });
      expect(rej.status).toBe(200);
      expect(rej.body.status).toBe('rejected');
      expect((await statusOf(t, [b.kitIds[2]!]))[b.kitIds[2]!]).toBe('in_store');
      expect(await notes(b.user.id)).toContain('Đề nghị trao đổi bị từ chối');
    });
  });

  describe('accept and cancel', () => {
    it('accept: compensation held (exact top-up when short), chosen kits exchanging, the rest back, other offers closed; cancel refunds once', async () => {
      const a = await trader(t, 2);
      const b = await trader(t, 2);
      const c = await trader(t, 1);
      const post = await postOf(t, a);
      const ob = await offer(
        t,
        b.token,
        post.id,
        offerBody([a.kitIds[0]!], [b.kitIds[0]!], { compensation: { payer: 'offerer', amount: 120_000 } }),
      );
      const oc = await offer(t, c.token, post.id, offerBody([a.kitIds[0]!, a.kitIds[1]!], c.kitIds));
      expect([ob.status, oc.status]).toEqual([201, 201]);

      const byOfferer = await accept(t, b.token, ob.body.id);
      expect(byOfferer.status).toBe(403);
      const byStranger = await accept(t, (await trader(t, 0)).token, ob.body.id);
      expect(byStranger.status).toBe(404);
      const noKey = await call(t.app, 'POST', `/api/v1/exchange-offers/${ob.body.id}/accept`, { token: a.token });
      expect(noKey.status).toBe(400);

      // the offerer pays and has 20.000 ₫ of 120.000 ₫: the poster is told how much is missing; nothing moves
      await fundMember(t, b.user.id, 20_000);
      const short = await accept(t, a.token, ob.body.id);
      expect(short.status).toBe(422);
      expect(short.body.error.code).toBe('insufficient_funds');
      expect(short.body.error.details).toMatchObject({ missing: 100_000, payer: 'offerer', payer_is_me: false });
      expect(short.body.error.message).toContain('100.000 ₫');
      expect(await statusOf(t, [...a.kitIds, ...b.kitIds, ...c.kitIds])).toEqual(
        Object.fromEntries(
          [...a.kitIds, ...b.kitIds.slice(0, 1), ...c.kitIds].map((id) => [id, 'for_exchange']).concat([[b.kitIds[1]!, 'in_store']]),
        ),
      );

      await fundMember(t, b.user.id, 100_000);
      const key = 'accept-key-0001';
      const ok = await accept(t, a.token, ob.body.id, key);
      expect(ok.status).toBe(201);
      expect(ok.body.status).toBe('pending');
      expect(ok.body.compensation).toEqual({ payer: 'offerer', amount: 120_000, state: 'held' });
      expect(ok.body.my_side).toBe('poster');
      const replay = await accept(t, a.token, ob.body.id, key);
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body.id).toBe(ok.body.id);
      expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 0, held: 120_000 });

      expect(await statusOf(t, [...a.kitIds, ...b.kitIds, ...c.kitIds])).toEqual({
        [a.kitIds[0]!]: 'exchanging',
        [a.kitIds[1]!]: 'in_store',
        [b.kitIds[0]!]: 'exchanging',
        [b.kitIds[1]!]: 'in_store',
        [c.kitIds[0]!]: 'in_store',
      });
      const [p] = await t.database.db.select().from(exchangePosts).where(eq(exchangePosts.id, post.id));
      expect(p!.status).toBe('traded');
      const [ocRow] = await t.database.db.select().from(exchangeOffers).where(eq(exchangeOffers.id, oc.body.id));
      expect(ocRow!.status).toBe('closed');
      expect(await notes(b.user.id)).toContain('Đề nghị trao đổi đã được chấp nhận');
      expect(await notes(c.user.id)).toContain('Bài đăng trao đổi đã chốt với người khác');
      const other = await accept(t, a.token, oc.body.id);
      expect(other.status).toBe(409);
      await expectLedgerClean(t);

      // the trade: its two sides and staff read it; anybody else is told it does not exist
      expect((await call(t.app, 'GET', `/api/v1/exchanges/${ok.body.id}`, { token: b.token })).body.my_side).toBe('offerer');
      const byC = await call(t.app, 'GET', `/api/v1/exchanges/${ok.body.id}`, { token: c.token });
      expect(byC.status).toBe(404);
      expect(byC.body.error.message).toBe('Không tìm thấy giao dịch trao đổi');
      const guest = await call(t.app, 'GET', `/api/v1/exchanges/${ok.body.id}`);
      expect(guest.status).toBe(401);
      const mod = await createUser(t, { role: 'moderator' });
      expect((await call(t.app, 'GET', `/api/v1/exchanges/${ok.body.id}`, { token: await tokenFor(t, mod) })).status).toBe(200);
      const mine = await call(t.app, 'GET', '/api/v1/users/me/exchanges', { token: b.token });
      expect(mine.body.items.map((x: { id: string }) => x.id)).toEqual([ok.body.id]);

      const cancelByC = await cancel(t, c.token, ok.body.id);
      expect(cancelByC.status).toBe(404);
      const cancelByMod = await cancel(t, await tokenFor(t, mod), ok.body.id);
      expect(cancelByMod.status).toBe(403);
      expect(cancelByMod.body.error.message).toBe('Tài khoản nhân viên không thể tham gia trao đổi');
      const canceled = await cancel(t, b.token, ok.body.id, { reason: 'Mình đổi ý' });
      expect(canceled.status).toBe(200);
      expect(canceled.body.status).toBe('canceled');
      expect(canceled.body.compensation.state).toBe('refunded');
      expect(await memberBalances(t.database.db, b.user.id)).toMatchObject({ available: 120_000, held: 0 });
      expect(Object.values(await statusOf(t, [...a.kitIds, ...b.kitIds]))).toEqual(['in_store', 'in_store', 'in_store', 'in_store']);
      expect(await notes(a.user.id)).toContain('Giao dịch trao đổi đã bị hủy');
      const twice = await cancel(t, a.token, ok.body.id);
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toBe('Giao dịch trao đổi này đã bị hủy');
      await expectLedgerClean(t);
    });

    it('the poster pays the compensation: short → the exact amount to top up; no compensation → nothing held', async () => {
      const a = await trader(t, 1, 10_000);
      const b = await trader(t, 1);
      const post = await postOf(t, a);
      const o = await offer(t, b.token, post.id, offerBody(a.kitIds, b.kitIds, { compensation: { payer: 'poster', amount: 35_000 } }));
      const short = await accept(t, a.token, o.body.id);
      expect(short.status).toBe(422);
      expect(short.body.error.message).toBe('Số dư ví không đủ để bù 35.000 ₫, bạn cần nạp thêm 25.000 ₫');
      expect(short.body.error.details).toMatchObject({ missing: 25_000, payer_is_me: true });
      await fundMember(t, a.user.id, 25_000);
      const ok = await accept(t, a.token, o.body.id);
      expect(ok.status).toBe(201);
      expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 0, held: 35_000 });
      const byPoster = await cancel(t, a.token, ok.body.id);
      expect(byPoster.status).toBe(200);
      expect(await memberBalances(t.database.db, a.user.id)).toMatchObject({ available: 35_000, held: 0 });
      await expectLedgerClean(t);

      const d = await trader(t, 1);
      const e = await trader(t, 1);
      const p2 = await postOf(t, d);
      const o2 = await offer(t, e.token, p2.id, offerBody(d.kitIds, e.kitIds));
      const free = await accept(t, d.token, o2.body.id);
      expect(free.status).toBe(201);
      expect(free.body.compensation).toBeNull();
      await expectLedgerClean(t);
    });
  });
});
