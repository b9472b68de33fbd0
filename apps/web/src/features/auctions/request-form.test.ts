import { describe, expect, it } from 'vitest';
import { pickerValue, vietnamIso } from './moderation-logic';
import {
  checkRequest,
  defaultRequestValues,
  defaultStartAt,
  disabledStartTime,
  isStartDayDisabled,
  requestFigures,
  toRequestBody,
  type AuctionRequestFormValues,
} from './request-form';

const KIT = '2f1c7c0e-8d7e-4d0b-9a54-1b2c3d4e5f60';
const NOW = new Date('2026-11-25T03:17:42.000Z');
const HOUR = 3_600_000;
/** the picker's value for the moment `ms` after NOW (the Vietnam wall clock) */
const at = (ms: number) => pickerValue(new Date(NOW.getTime() + ms).toISOString());

const valid = (over: AuctionRequestFormValues = {}): AuctionRequestFormValues => ({
  starting_price: 500_000,
  bid_increment: 25_000,
  buy_now_price: null,
  start_at: at(30 * HOUR),
  duration_days: 3,
  ...over,
});

describe('the auction request form', () => {
  it('starts at least 24 h ahead with time to fill it in, on a full hour, for 3 days', () => {
    // 03:17 UTC is 10:17 in Vietnam: tomorrow 10:17 + half an hour → 11:00 Vietnam time
    const start = defaultStartAt(NOW);
    expect(start.format('DD/MM/YYYY HH:mm')).toBe('26/11/2026 11:00');
    expect(vietnamIso(start)).toBe('2026-11-26T11:00:00+07:00');
    // exactly on the hour once the margin is added: kept
    expect(vietnamIso(defaultStartAt(new Date('2026-11-25T02:30:00.000Z')))).toBe('2026-11-26T10:00:00+07:00');
    const d = defaultRequestValues(NOW);
    expect(d).toMatchObject({ starting_price: null, bid_increment: null, buy_now_price: null, duration_days: 3 });
    // the default passes the shared rule
    expect(checkRequest(KIT, { ...d, starting_price: 500_000, bid_increment: 20_000 }, NOW).body).not.toBeNull();
  });

  it('shows the deposit, the increment range, the least buy-now and the end for the typed figures', () => {
    const f = requestFigures(valid({ starting_price: 1_234_000 }));
    expect(f.deposit).toBe(185_000); // 15 %, rounded down to 1.000 ₫
    expect(f.increment).toEqual({ min: 38_000, max: 123_000 }); // 3 % rounded up, 10 % rounded down
    expect(f.buyNowMin).toBe(1_851_000);
    expect(f.endAt?.format('DD/MM/YYYY HH:mm')).toBe('29/11/2026 16:17'); // 26/11 16:17 Vietnam time + 3 days
    // the 10.000 ₫ floor on a small starting price
    expect(requestFigures(valid({ starting_price: 100_000 })).increment).toEqual({ min: 10_000, max: 10_000 });
    // nothing to show from an unusable starting price or a missing start
    expect(requestFigures(valid({ starting_price: 50_000 }))).toMatchObject({ deposit: null, increment: null, buyNowMin: null });
    expect(requestFigures(valid({ start_at: null })).endAt).toBeNull();
  });

  it('builds the body the server takes', () => {
    const v = valid({ buy_now_price: 900_000 });
    expect(toRequestBody(KIT, v)).toEqual({
      kit_id: KIT,
      starting_price: 500_000,
      bid_increment: 25_000,
      buy_now_price: 900_000,
      start_at: '2026-11-26T16:17:00+07:00',
      duration_days: 3,
    });
    const check = checkRequest(KIT, v, NOW);
    expect(check.fields).toEqual({});
    expect(check.body).toEqual(toRequestBody(KIT, v));
    // no buy-now is sent as null
    expect(checkRequest(KIT, valid(), NOW).body?.buy_now_price).toBeNull();
  });

  it("puts each of the schema's Vietnamese messages under its own input", () => {
    const wrong = checkRequest(KIT, valid({ bid_increment: 5_000, buy_now_price: 600_000, start_at: at(2 * HOUR), duration_days: 9 }), NOW);
    expect(wrong.body).toBeNull();
    expect(wrong.fields.duration_days).toBe('Phiên đấu giá kéo dài từ 1 đến 7 ngày');
    expect(wrong.fields.bid_increment).toBe('Bước giá phải từ 15.000 ₫ đến 50.000 ₫ (3–10% giá khởi điểm, tối thiểu 10.000 ₫)');
    expect(wrong.fields.buy_now_price).toBe('Giá mua ngay tối thiểu 750.000 ₫ (150% giá khởi điểm)');
    expect(wrong.fields.start_at).toBe('Phiên đấu giá phải bắt đầu sau thời điểm gửi yêu cầu ít nhất 24 giờ');
    expect(checkRequest(KIT, valid({ start_at: at(61 * 24 * HOUR) }), NOW).fields.start_at).toBe(
      'Phiên đấu giá phải bắt đầu trong vòng 60 ngày tới',
    );
    expect(checkRequest(KIT, valid({ starting_price: 500_500 }), NOW).fields.starting_price).toBe(
      'Giá khởi điểm phải là bội số của 1.000 ₫',
    );
  });

  it('says which inputs are empty, and keeps a meaningless range away from a refused starting price', () => {
    const empty = checkRequest(KIT, { ...defaultRequestValues(NOW), start_at: null, duration_days: null }, NOW);
    expect(empty.fields).toEqual({
      starting_price: 'Vui lòng nhập giá khởi điểm',
      bid_increment: 'Vui lòng nhập bước giá',
      start_at: 'Vui lòng chọn thời điểm bắt đầu',
      duration_days: 'Vui lòng chọn thời lượng',
    });
    const low = checkRequest(KIT, valid({ starting_price: 50_000, bid_increment: 20_000 }), NOW);
    expect(low.fields.starting_price).toBe('Giá khởi điểm tối thiểu 100.000 ₫');
    expect(low.fields.bid_increment).toBeUndefined();
    // the step rule still holds
    expect(checkRequest(KIT, valid({ starting_price: 50_000, bid_increment: 20_500 }), NOW).fields.bid_increment).toBe(
      'Bước giá phải là bội số của 1.000 ₫',
    );
    // a refusal that is no input's goes to the form as a whole
    expect(checkRequest('not-a-kit', valid(), NOW).general).toBeTruthy();
  });

  it('greys out the days and hours outside 24 h – 60 days', () => {
    // now is 25/11 10:17 in Vietnam: the earliest start is 26/11 10:17, the latest 24/01 10:17
    expect(isStartDayDisabled(at(0), NOW)).toBe(true);
    expect(isStartDayDisabled(at(24 * HOUR), NOW)).toBe(false);
    expect(isStartDayDisabled(at(60 * 24 * HOUR), NOW)).toBe(false);
    expect(isStartDayDisabled(at(61 * 24 * HOUR), NOW)).toBe(true);
    const first = disabledStartTime(at(24 * HOUR), NOW);
    expect(first.disabledHours()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(first.disabledMinutes(10)).toHaveLength(17);
    expect(first.disabledMinutes(11)).toEqual([]);
    const last = disabledStartTime(at(60 * 24 * HOUR), NOW);
    expect(last.disabledHours()).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    expect(last.disabledMinutes(10)).toEqual(Array.from({ length: 42 }, (_, i) => 18 + i));
    expect(disabledStartTime(at(3 * 24 * HOUR), NOW).disabledHours()).toEqual([]);
  });
});
