import { describe, expect, it } from 'vitest';
import { exchangeContentField } from '@cho-gundam/contracts';
import {
  boardArgs,
  boardFiltersFromParams,
  isBoardFiltered,
  openPostId,
  paramsFromBoardFilters,
  postAge,
  signInPath,
  withBoardFilters,
} from './board-filters';
import { acceptRefusal, exchangeTopUpPath, topUpAmount } from './my-posts-logic';
import { checkOffer, offerBody, offerFormInitial, revisionNoteProblem, type OfferFormValues } from './offer-form';
import { postFormProblems } from './post-form';

const ID = '0b7f7d2e-5f3c-4a55-9d3a-1c2b3d4e5f60';
const ID2 = '1b7f7d2e-5f3c-4a55-9d3a-1c2b3d4e5f61';

describe('the board in the URL', () => {
  it('reads the search, filters, page and open post, dropping what the server would refuse', () => {
    const p = new URLSearchParams(`q=  zaku   ii &grade=hg&series=Mobile Suit Gundam&scale=1/144&page=3&post=${ID}`);
    expect(boardFiltersFromParams(p)).toEqual({ q: 'zaku ii', grade: 'HG', series: 'Mobile Suit Gundam', scale: '1/144', page: 3 });
    expect(openPostId(p)).toBe(ID);
    expect(boardFiltersFromParams(new URLSearchParams('scale=1/7&page=-2&q=%20'))).toEqual({ page: 1 });
    expect(openPostId(new URLSearchParams('post=abc'))).toBeNull();
  });

  it('writes one canonical address: stable order, no page 1, the open post last', () => {
    expect(paramsFromBoardFilters({ page: 1, scale: '1/100', q: 'rx' }, ID).toString()).toBe(`q=rx&scale=1%2F100&post=${ID}`);
    expect(paramsFromBoardFilters({ page: 2 }, 'bad').toString()).toBe('page=2');
  });

  it('a new filter goes back to page 1; a page keeps the filters', () => {
    const f = { grade: 'HG', page: 4 };
    expect(withBoardFilters(f, { scale: '1/144' })).toEqual({ grade: 'HG', scale: '1/144', page: 1 });
    expect(withBoardFilters(f, { page: 5 })).toEqual({ grade: 'HG', page: 5 });
    expect(withBoardFilters(f, { grade: undefined })).toEqual({ page: 1 });
    expect(isBoardFiltered({ page: 2 })).toBe(false);
    expect(isBoardFiltered({ page: 1, series: 'G' })).toBe(true);
    expect(boardArgs({ page: 2, q: 'x' })).toEqual({ page: 2, q: 'x', page_size: 12 });
  });

  it('says how old a post is, the date past a week', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const date = () => '10/11/2026';
    expect(postAge('2026-11-26T09:59:40Z', now, date)).toBe('vừa xong');
    expect(postAge('2026-11-26T09:15:00Z', now, date)).toBe('45 phút trước');
    expect(postAge('2026-11-26T07:00:00Z', now, date)).toBe('3 giờ trước');
    expect(postAge('2026-11-24T10:00:00Z', now, date)).toBe('2 ngày trước');
    expect(postAge('2026-11-10T10:00:00Z', now, date)).toBe('10/11/2026');
    expect(signInPath(`/exchange/list?post=${ID}`)).toBe(`/member/login?redirect=%2Fexchange%2Flist%3Fpost%3D${ID}`);
  });
});

describe('the offer form against the contract', () => {
  const valid: OfferFormValues = { post_kit_ids: [ID], my_kit_ids: [ID2], compensate: false, payer: 'offerer', amount: null, note: '  ' };

  it('sends no compensation unless asked, and a trimmed note', () => {
    expect(checkOffer(valid)).toEqual({ ok: true, body: { post_kit_ids: [ID], my_kit_ids: [ID2], compensation: null, note: '' } });
    expect(offerBody({ ...valid, compensate: true, payer: 'poster', amount: 150_000 }).compensation).toEqual({
      payer: 'poster',
      amount: 150_000,
    });
  });

  it('refuses with the server’s words: no kits, compensation under 1.000 ₫ or missing, a long note', () => {
    const r = checkOffer({ ...valid, post_kit_ids: [], my_kit_ids: [] });
    expect(r).toEqual({
      ok: false,
      errors: { post_kit_ids: 'Hãy chọn ít nhất 1 mô hình của bài đăng', my_kit_ids: 'Hãy chọn ít nhất 1 mô hình của bạn' },
    });
    expect(checkOffer({ ...valid, compensate: true, amount: 999 })).toEqual({
      ok: false,
      errors: { amount: 'Số tiền bù tối thiểu 1.000 ₫' },
    });
    expect(checkOffer({ ...valid, compensate: true, amount: null })).toEqual({ ok: false, errors: { amount: 'Hãy nhập số tiền bù' } });
    expect(checkOffer({ ...valid, note: 'x'.repeat(501) })).toEqual({ ok: false, errors: { note: 'Ghi chú tối đa 500 ký tự' } });
  });

  it('a revision starts from the offer as it stands', () => {
    const kit = { id: ID } as never;
    const mine = { id: ID2 } as never;
    expect(
      offerFormInitial({ post_kits: [kit], offerer_kits: [mine], compensation: { payer: 'poster', amount: 5_000 }, note: 'n' }),
    ).toEqual({ post_kit_ids: [ID], my_kit_ids: [ID2], compensate: true, payer: 'poster', amount: 5_000, note: 'n' });
    expect(offerFormInitial(null)).toMatchObject({ compensate: false, payer: 'offerer', amount: null });
    expect(revisionNoteProblem('  ')).toBe('Hãy cho người đề nghị biết cần chỉnh sửa điều gì');
    expect(revisionNoteProblem('Bù thêm nhé')).toBeNull();
  });

  it('a new post needs its text, a kit and a photo; an edit may keep its photos', () => {
    expect(postFormProblems({ content: 'ngắn', kit_ids: [] }, 0, true, exchangeContentField)).toEqual({
      content: 'Nội dung bài đăng tối thiểu 10 ký tự',
      kit_ids: 'Hãy chọn ít nhất 1 mô hình trao đổi',
      photos: 'Hãy chọn ít nhất 1 ảnh',
    });
    expect(postFormProblems({ content: 'Đổi RG lấy MG nhé bạn', kit_ids: [ID] }, 0, false, exchangeContentField)).toEqual({});
  });
});

describe('accepting with a short wallet', () => {
  it('shows the exact missing amount and tops up at least the wallet minimum, back to this post', () => {
    const err = { status: 422, code: 'insufficient_funds', message: 'Số dư ví không đủ', details: { missing: 25_500, payer_is_me: true } };
    expect(acceptRefusal(err)).toEqual({ message: 'Số dư ví không đủ', missing: 25_500, payerIsMe: true });
    expect(acceptRefusal({ ...err, details: { missing: 5_000, payer_is_me: false } }).payerIsMe).toBe(false);
    expect(acceptRefusal({ ...err, code: 'conflict', details: null }).missing).toBeNull();
    expect(topUpAmount(25_500)).toBe(26_000);
    expect(topUpAmount(3_000)).toBe(10_000);
    expect(exchangeTopUpPath(25_500, ID)).toBe(`/member/profile/wallet?topup=26000&return=%2Fexchange%2Fmy-post%3Fpost%3D${ID}`);
  });
});
