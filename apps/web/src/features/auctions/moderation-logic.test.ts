import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { AUCTION_REQUEST_STATUSES, AUCTION_RULES, AUCTION_STATUSES } from '@cho-gundam/contracts';
import {
  auctionActions,
  countdownOf,
  durationLabel,
  isStaleRefusal,
  pagePatch,
  parseModView,
  pickerValue,
  reasonError,
  requestActions,
  rescheduleBody,
  statusPatch,
  tabPatch,
  vietnamIso,
  vietnamNow,
  vietnamWallClock,
} from './moderation-logic';

const view = (q: string) => parseModView(new URLSearchParams(q));

describe('the moderation view in the URL', () => {
  it('opens on the pending queue, first page, no drawer', () => {
    expect(view('')).toEqual({ tab: 'pending', status: 'pending', page: 1, requestId: null });
  });
  it('reads the tab, its filter, the page and the open request', () => {
    expect(view('tab=requests&status=rejected&page=3&request=r1')).toEqual({
      tab: 'requests',
      status: 'rejected',
      page: 3,
      requestId: 'r1',
    });
    expect(view('tab=auctions&status=scheduled')).toMatchObject({ tab: 'auctions', status: 'scheduled', page: 1, requestId: null });
  });
  it('keeps each tab to its own statuses and ignores nonsense', () => {
    expect(view('tab=pending&status=rejected').status).toBe('pending');
    expect(view('tab=requests&status=scheduled').status).toBe('all');
    expect(view('tab=auctions&status=pending').status).toBe('all');
    expect(view('tab=whatever&page=-2').tab).toBe('pending');
    expect(view('page=abc').page).toBe(1);
    expect(view('page=1.5').page).toBe(1);
  });
  it('a new tab or filter starts at its first page with the drawer closed', () => {
    expect(tabPatch('pending')).toEqual({ tab: undefined, status: undefined, page: undefined, request: undefined });
    expect(tabPatch('auctions')).toMatchObject({ tab: 'auctions' });
    expect(statusPatch('all')).toEqual({ status: undefined, page: undefined, request: undefined });
    expect(statusPatch('approved')).toMatchObject({ status: 'approved', page: undefined });
    expect(pagePatch(1)).toEqual({ page: undefined });
    expect(pagePatch(4)).toEqual({ page: '4' });
  });
});

describe('what each status allows', () => {
  it('a request is approved or rejected only while pending', () => {
    for (const s of AUCTION_REQUEST_STATUSES) {
      const open = s === 'pending';
      expect(requestActions(s), s).toEqual({ approve: open, reject: open });
    }
  });
  it('times move only while scheduled; a moderator cancels scheduled, active and ended auctions', () => {
    const allowed = Object.fromEntries(AUCTION_STATUSES.map((s) => [s, auctionActions(s)]));
    expect(allowed).toEqual({
      scheduled: { reschedule: true, cancel: true },
      active: { reschedule: false, cancel: true },
      ended: { reschedule: false, cancel: true },
      completed: { reschedule: false, cancel: false },
      failed: { reschedule: false, cancel: false },
      canceled: { reschedule: false, cancel: false },
    });
  });
  it('a conflict or a vanished row means the list was stale; a rule refusal stays in the dialog', () => {
    expect(isStaleRefusal(409)).toBe(true);
    expect(isStaleRefusal(404)).toBe(true);
    expect(isStaleRefusal(422)).toBe(false);
    expect(isStaleRefusal(400)).toBe(false);
    expect(isStaleRefusal(0)).toBe(false);
  });
  it('counts down to the start of a scheduled auction and the end of a live one', () => {
    const times = { start_at: '2026-12-01T13:00:00.000Z', end_at: '2026-12-04T13:00:00.000Z' };
    expect(countdownOf({ status: 'scheduled', ...times })).toEqual({ label: 'Bắt đầu sau', to: times.start_at });
    expect(countdownOf({ status: 'active', ...times })).toEqual({ label: 'Kết thúc sau', to: times.end_at });
    expect(countdownOf({ status: 'ended', ...times })).toBeNull();
    expect(countdownOf({ status: 'canceled', ...times })).toBeNull();
  });
});

describe('reschedule times in Asia/Ho_Chi_Minh', () => {
  it('shows a moment on the Vietnam wall clock, whatever the device zone', () => {
    expect(vietnamWallClock('2026-12-01T13:00:00.000Z')).toBe('2026-12-01T20:00');
    expect(vietnamWallClock('2026-12-31T18:30:00.000Z')).toBe('2027-01-01T01:30');
    expect(pickerValue('2026-12-01T13:00:00.000Z').format('DD/MM/YYYY HH:mm')).toBe('01/12/2026 20:00');
    expect(vietnamNow(Date.parse('2026-12-01T20:00:00.000Z')).format('DD/MM/YYYY HH:mm')).toBe('02/12/2026 03:00');
  });
  it('reads the picked wall clock as Vietnam time', () => {
    const picked = dayjs('2026-12-01T20:00');
    expect(vietnamIso(picked)).toBe('2026-12-01T20:00:00+07:00');
    expect(new Date(vietnamIso(picked)).toISOString()).toBe('2026-12-01T13:00:00.000Z');
  });
  it('builds the body from the picker and round-trips the current times', () => {
    const current = { start_at: '2026-12-01T13:00:00.000Z', end_at: '2026-12-04T13:00:00.000Z' };
    const r = rescheduleBody([dayjs('2026-12-02T09:30'), dayjs('2026-12-05T21:00')], current);
    expect(r).toEqual({ ok: true, body: { start_at: '2026-12-02T09:30:00+07:00', end_at: '2026-12-05T21:00:00+07:00' } });
    if (r.ok) {
      expect(new Date(r.body.start_at).toISOString()).toBe('2026-12-02T02:30:00.000Z');
      expect(new Date(r.body.end_at).toISOString()).toBe('2026-12-05T14:00:00.000Z');
    }
    // unchanged times are no change to send
    expect(rescheduleBody([pickerValue(current.start_at), pickerValue(current.end_at)], current)).toEqual({
      ok: false,
      error: 'Thời gian mới trùng với thời gian hiện tại',
    });
  });
  it('asks for both ends and an end after the start (the shared contract)', () => {
    expect(rescheduleBody(null)).toEqual({ ok: false, error: 'Hãy chọn thời điểm bắt đầu' });
    expect(rescheduleBody([dayjs('2026-12-02T09:30'), null])).toEqual({ ok: false, error: 'Hãy chọn thời điểm kết thúc' });
    expect(rescheduleBody([dayjs('2026-12-02T09:30'), dayjs('2026-12-02T09:30')])).toEqual({
      ok: false,
      error: 'Thời điểm kết thúc phải sau thời điểm bắt đầu',
    });
  });
  it('says how long the picked range lasts', () => {
    expect(durationLabel('2026-12-01T13:00:00Z', '2026-12-04T13:00:00Z')).toBe('3 ngày');
    expect(durationLabel('2026-12-01T13:00:00Z', '2026-12-03T17:30:00Z')).toBe('2 ngày 4 giờ');
    expect(durationLabel('2026-12-01T13:00:00Z', '2026-12-01T18:30:00Z')).toBe('5 giờ 30 phút');
    expect(durationLabel('2026-12-01T13:00:00Z', '2026-12-01T13:00:00Z')).toBe('—');
  });
});

describe('reasons to reject or cancel', () => {
  it('gives the shared Vietnamese messages', () => {
    const min = `Lý do tối thiểu ${AUCTION_RULES.rejectReasonMin} ký tự`;
    expect(reasonError('')).toBe(min);
    expect(reasonError('ảnh mờ')).toBe(min);
    expect(reasonError('   ảnh mờ        ')).toBe(min);
    expect(reasonError('x'.repeat(501))).toBe('Lý do tối đa 500 ký tự');
  });
  it('accepts a proper reason', () => {
    expect(reasonError('Ảnh mô hình bị mờ, vui lòng chụp lại')).toBeNull();
    expect(reasonError('a'.repeat(AUCTION_RULES.rejectReasonMin))).toBeNull();
  });
});
