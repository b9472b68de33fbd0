import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers.js';
import { signedInUser, tokenFor } from '../../../test/fixtures.js';
import { fundMember } from '../../../test/support/ledger.js';
import {
  completeWithdrawal,
  createTopup,
  createWalletTestApp,
  pressSandboxButton,
  requestWithdrawal,
  topupRow,
  type WalletTestApp,
} from '../../../test/support/wallet.js';

/**
 * The moderator's top-up and withdrawal tables (docs/domain/wallet.md "Moderator side"): search,
 * Vietnamese days, sort and page on the server, the same filters and sort in the CSV.
 * Vietnam is UTC+7: 2026-11-20 16:30Z is 23:30 on the 20th there, 17:15Z already the 21st.
 */
describe('the moderator’s top-up and withdrawal lists', () => {
  let t: WalletTestApp;
  type Person = Awaited<ReturnType<typeof signedInUser>>;
  let mod: Person;
  let bich: Person;
  let cuong: Person;
  /** access tokens live minutes: new ones after the clock moved on */
  const signInAgain = async () => {
    for (const p of [mod, bich, cuong]) p.token = await tokenFor(t, p.user);
  };
  /** top-ups: Bích 100k on the 20th; Cường 300k and Bích 50k on the 21st (a minute apart); Cường's is paid */
  const topup: Record<'bich100' | 'cuong300' | 'bich50', string> = { bich100: '', cuong300: '', bich50: '' };
  /** withdrawals: Bích 200k on the 20th; Cường 500k (completed) and Bích 80k on the 21st */
  const wd: Record<'bich200' | 'cuong500' | 'bich80', string> = { bich200: '', cuong500: '', bich80: '' };

  async function withdraw(m: { token: string }, account: { account_number: string; account_name: string }, amount: number) {
    const acc = await call(t.app, 'POST', '/api/v1/wallet/bank-accounts', { token: m.token, body: { bank_code: 'VCB', ...account } });
    expect(acc.status).toBe(201);
    const w = await requestWithdrawal(t, m.token, { amount, bank_account_id: acc.body.id });
    expect(w.status).toBe(201);
    return w.body.id as string;
  }

  beforeAll(async () => {
    t = await createWalletTestApp({ now: '2026-11-20T16:30:00Z' });
    mod = await signedInUser(t, { role: 'moderator' });
    bich = await signedInUser(t, { fullName: 'Trần Thị Bích', phoneNumber: '0912345678' });
    cuong = await signedInUser(t, { fullName: 'Lê Văn Cường' });
    await fundMember(t, bich.user.id, 1_000_000);
    await fundMember(t, cuong.user.id, 1_000_000);

    topup.bich100 = (await createTopup(t, bich.token, { amount: 100_000 })).body.id;
    wd.bich200 = await withdraw(bich, { account_number: '0011223344', account_name: 'TRAN THI BICH' }, 200_000);
    t.clock.advance(45 * 60_000);
    await signInAgain();
    const paid = await createTopup(t, cuong.token, { amount: 300_000 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    topup.cuong300 = paid.body.id;
    expect((await pressSandboxButton(t, paid.body.order_url, 'confirm')).statusCode).toBe(303);
    wd.cuong500 = await withdraw(cuong, { account_number: '99887755660', account_name: 'LE VAN CUONG' }, 500_000);
    expect((await completeWithdrawal(t, mod.token, wd.cuong500, 'FT26112100001')).status).toBe(200);
    t.clock.advance(60_000);
    topup.bich50 = (await createTopup(t, bich.token, { amount: 50_000 })).body.id;
    wd.bich80 = await withdraw(bich, { account_number: '0011223345', account_name: 'TRAN THI BICH' }, 80_000);
  });
  afterAll(async () => t.close());

  const get = (url: string, token = mod.token) => call(t.app, 'GET', `/api/v1${url}`, { token });
  const ids = async (url: string) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    return res.body.items.map((i: { id: string }) => i.id);
  };
  const csv = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${mod.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    return { res, lines: res.body.slice(1).trimEnd().split('\r\n') };
  };

  it('top-ups: search by the member (no accents, phone) or by a transaction id; Vietnamese days; sort by time or amount', async () => {
    expect(await ids('/moderator/topups')).toEqual([topup.bich50, topup.cuong300, topup.bich100]);
    expect(await ids('/moderator/topups?q=tran%20thi')).toEqual([topup.bich50, topup.bich100]);
    expect(await ids('/moderator/topups?q=0912345678')).toEqual([topup.bich50, topup.bich100]);
    const paid = await topupRow(t, topup.cuong300);
    expect(paid.gatewayTransId).toBeTruthy();
    expect(await ids(`/moderator/topups?q=${paid.gatewayTransId}`)).toEqual([topup.cuong300]);
    expect(await ids(`/moderator/topups?q=${paid.appTransId}`)).toEqual([topup.cuong300]);
    expect(await ids('/moderator/topups?q=khong-ai-ca')).toEqual([]);

    expect(await ids('/moderator/topups?from=2026-11-20&to=2026-11-20')).toEqual([topup.bich100]);
    expect(await ids('/moderator/topups?from=2026-11-21')).toEqual([topup.bich50, topup.cuong300]);
    expect(await ids('/moderator/topups?to=2026-11-20')).toEqual([topup.bich100]);
    expect(await ids('/moderator/topups?q=bich&from=2026-11-21&status=pending')).toEqual([topup.bich50]);

    expect(await ids('/moderator/topups?sort=amount_asc')).toEqual([topup.bich50, topup.bich100, topup.cuong300]);
    expect(await ids('/moderator/topups?sort=amount_desc')).toEqual([topup.cuong300, topup.bich100, topup.bich50]);
    expect(await ids('/moderator/topups?sort=created_asc')).toEqual([topup.bich100, topup.cuong300, topup.bich50]);
    const page2 = await get('/moderator/topups?sort=amount_asc&page_size=2&page=2');
    expect(page2.body).toMatchObject({ total: 3, page: 2, items: [{ id: topup.cuong300, amount: 300_000 }] });
  });

  it('withdrawals: search by member, account number or holder; Vietnamese days; the queue’s order unless sorted', async () => {
    // pending, oldest first: the queue is worked that way
    expect(await ids('/moderator/withdrawals?status=pending')).toEqual([wd.bich200, wd.bich80]);
    expect(await ids('/moderator/withdrawals?status=pending&sort=amount_asc')).toEqual([wd.bich80, wd.bich200]);
    expect(await ids('/moderator/withdrawals')).toEqual([wd.bich80, wd.cuong500, wd.bich200]);
    expect(await ids('/moderator/withdrawals?sort=amount_desc')).toEqual([wd.cuong500, wd.bich200, wd.bich80]);
    expect(await ids('/moderator/withdrawals?sort=created_asc')).toEqual([wd.bich200, wd.cuong500, wd.bich80]);

    expect(await ids('/moderator/withdrawals?q=Tr%E1%BA%A7n')).toEqual([wd.bich80, wd.bich200]);
    expect(await ids('/moderator/withdrawals?q=775566')).toEqual([wd.cuong500]);
    expect(await ids('/moderator/withdrawals?q=l%C3%AA%20v%C4%83n')).toEqual([wd.cuong500]);
    expect(await ids('/moderator/withdrawals?q=0912345678')).toEqual([wd.bich80, wd.bich200]);

    expect(await ids('/moderator/withdrawals?from=2026-11-20&to=2026-11-20')).toEqual([wd.bich200]);
    expect(await ids('/moderator/withdrawals?from=2026-11-21&sort=amount_asc')).toEqual([wd.bich80, wd.cuong500]);
    expect(await ids('/moderator/withdrawals?from=2026-11-22')).toEqual([]);
  });

  it('bad filters are a Vietnamese 400', async () => {
    const cases: [string, string][] = [
      ['/moderator/topups?sort=price', 'Cách sắp xếp không hợp lệ'],
      ['/moderator/topups?from=2026-02-30', 'Ngày bắt đầu không hợp lệ'],
      ['/moderator/topups.csv?from=2026-11-22&to=2026-11-21', 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc'],
      [`/moderator/topups?q=${'a'.repeat(101)}`, 'Từ khóa tìm kiếm tối đa 100 ký tự'],
      ['/moderator/withdrawals?sort=amount', 'Cách sắp xếp không hợp lệ'],
      ['/moderator/withdrawals?to=21-11-2026', 'Ngày kết thúc không hợp lệ'],
      ['/moderator/withdrawals?from=2026-11-22&to=2026-11-21', 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc'],
      ['/moderator/withdrawals.csv?status=paid', 'Trạng thái không hợp lệ'],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.message, url).toContain(message);
    }
  });

  it('withdrawals as CSV: BOM, Vietnamese header, the list’s filters and sort, amounts in đồng and Vietnamese times', async () => {
    const { res, lines } = await csv('/moderator/withdrawals.csv?sort=amount_asc');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rut-tien-2026-11-21.csv"');
    expect(lines[0]).toBe(
      'Thời gian,Thành viên,Email,Số tiền,Ngân hàng,Số tài khoản,Chủ tài khoản,Trạng thái,Mã giao dịch ngân hàng,Lý do từ chối,Xử lý lúc',
    );
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(['80000', '200000', '500000']);
    const done = (await csv('/moderator/withdrawals.csv?q=le%20van')).lines;
    expect(done).toHaveLength(2);
    expect(done[1]).toMatch(
      /^2026-11-21 00:15,Lê Văn Cường,[^,]+,500000,Vietcombank,99887755660,LE VAN CUONG,Đã hoàn tất,FT26112100001,,2026-11-21 00:15$/,
    );
    const pending = (await csv('/moderator/withdrawals.csv?status=pending&from=2026-11-20&to=2026-11-20')).lines;
    expect(pending.slice(1)).toEqual([expect.stringMatching(/^2026-11-20 23:30,Trần Thị Bích,.*,200000,Vietcombank,0011223344,/)]);
  });

  it('top-ups as CSV follow the list’s search, days and sort', async () => {
    const { lines } = await csv('/moderator/topups.csv?q=bich&sort=amount_desc');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 4).join(','))).toEqual([
      expect.stringMatching(/^2026-11-20 23:30,Trần Thị Bích,[^,]+,100000$/),
      expect.stringMatching(/^2026-11-21 00:16,Trần Thị Bích,[^,]+,50000$/),
    ]);
    expect((await csv('/moderator/topups.csv?from=2026-11-22')).lines).toHaveLength(1);
  });

  it('one withdrawal or top-up for the detail drawer: the member with their phone, who decided; 404 and 400 in Vietnamese', async () => {
    const done = await get(`/moderator/withdrawals/${wd.cuong500}`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id: wd.cuong500,
      user_name: 'Lê Văn Cường',
      amount: 500_000,
      status: 'completed',
      bank_reference: 'FT26112100001',
      account_number: '99887755660',
      processed_by: mod.user.id,
      processed_by_name: mod.user.fullName,
    });
    const waiting = await get(`/moderator/withdrawals/${wd.bich200}`);
    expect(waiting.body).toMatchObject({ user_phone: '0912345678', status: 'pending', processed_by: null, processed_by_name: null });

    const paid = await get(`/moderator/topups/${topup.cuong300}`);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: topup.cuong300, user_name: 'Lê Văn Cường', amount: 300_000, status: 'succeeded' });
    expect(paid.body.gateway_trans_id).toBeTruthy();
    expect((await get(`/moderator/topups/${topup.bich100}`)).body).toMatchObject({ user_phone: '0912345678', status: 'pending' });

    const none = '00000000-0000-4000-8000-000000000000';
    const missingW = await get(`/moderator/withdrawals/${none}`);
    expect([missingW.status, missingW.body.error.message]).toEqual([404, 'Không tìm thấy yêu cầu rút tiền']);
    const missingT = await get(`/moderator/topups/${none}`);
    expect([missingT.status, missingT.body.error.message]).toEqual([404, 'Không tìm thấy giao dịch nạp tiền']);
    expect((await get('/moderator/withdrawals/abc')).status).toBe(400);
    expect((await get('/moderator/topups/abc')).status).toBe(400);
  });

  it('members, sellers and guests are refused', async () => {
    const seller = await signedInUser(t, { role: 'seller' });
    const one = [`/moderator/topups/${topup.bich100}`, `/moderator/withdrawals/${wd.bich200}`];
    for (const url of ['/moderator/topups', '/moderator/topups.csv', '/moderator/withdrawals', '/moderator/withdrawals.csv', ...one]) {
      expect((await get(url, bich.token)).status, url).toBe(403);
      expect((await get(url, seller.token)).status, url).toBe(403);
      expect((await call(t.app, 'GET', `/api/v1${url}`)).status, url).toBe(401);
    }
  });
});
