import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, vietnamWallClock } from './format';

/**
 * The formatters write by arithmetic what Intl writes (building Intl's formatters cost a phone 60–70 ms
 * at start, issue 13). Intl is the oracle: the same values through Intl.NumberFormat('vi-VN'), and
 * the time as Intl reads it in Asia/Ho_Chi_Minh (Swedish writes it `2026-11-27 10:05:00`, in order).
 */
const intlMoney = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
const intlOne = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 1 });
function intlParts(d: Date) {
  const [, year, month, day, hour, minute, second] = /^(\d+)-(\d+)-(\d+) (\d+):(\d+):(\d+)/.exec(
    d.toLocaleString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }),
  )!;
  return { year, month, day, hour, minute, second };
}
function intlDateTime(d: Date) {
  const p = intlParts(d);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

// a fixed sequence of pseudo-random values: the same cases on every run
function* seeded(n: number) {
  let x = 0x2f6b1c3d;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    yield (x >>> 0) / 2 ** 32;
  }
}

describe('formatMoney and formatNumber write what Intl vi-VN writes', () => {
  it('for prices, balances and edge values', () => {
    const values = [
      0,
      -0,
      1,
      999,
      1000,
      1250,
      1_250_000,
      -1_250_000,
      0.5,
      1.5,
      2.5,
      -2.5,
      999.5,
      12_345_678_901,
      2 ** 53,
      1e21,
      -1e21,
      1e-7,
    ];
    for (const r of seeded(2000)) values.push(Math.round((r - 0.3) * 10 ** (1 + Math.floor(r * 12))), (r - 0.5) * 1e6);
    for (const v of values) expect(formatMoney(v), String(v)).toBe(`${intlMoney.format(v)} ₫`);
    expect(formatMoney(12_345_678_901_234_567_890n)).toBe(`${intlMoney.format(12_345_678_901_234_567_890n)} ₫`);
    expect(formatMoney(-5_000n)).toBe(`${intlMoney.format(-5_000n)} ₫`);
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe(`${intlMoney.format(Number.NaN)} ₫`);
  });

  it('with one decimal, rounding the number as written (a shop’s rating)', () => {
    const values = [4.35, 4.45, 1.05, 0.05, -4.35, 4, 4.5, 4.96, 1234.56];
    for (const r of seeded(2000)) values.push(Math.round(r * 500) / 100, Math.round(r * 5e6) / 1000);
    for (const v of values) expect(formatNumber(v, 1), String(v)).toBe(intlOne.format(v));
  });
});

describe('formatDateTime writes what Intl writes in Asia/Ho_Chi_Minh', () => {
  it('DD/MM/YYYY HH:mm for times across years, days and midnights', () => {
    const times = [
      Date.UTC(2026, 10, 27, 16, 59), // 23:59 on 27/11
      Date.UTC(2026, 10, 27, 17, 0), // midnight, 28/11
      Date.UTC(2026, 11, 31, 17, 0), // New Year
      Date.UTC(2028, 1, 28, 17, 30), // 29/02
      Date.UTC(1975, 5, 12, 15, 59), // the minute before the present offset (UTC+8)
      Date.UTC(1975, 5, 12, 16, 0),
      Date.UTC(1960, 0, 1),
      0,
    ];
    for (const r of seeded(3000)) times.push(Date.UTC(1970, 0, 1) + Math.floor(r * 130 * 365.25 * 86_400_000));
    for (const t of times) expect(formatDateTime(new Date(t)), new Date(t).toISOString()).toBe(intlDateTime(new Date(t)));
  });

  it('reads ISO strings, gives the day alone, and a dash for nothing or an invalid time', () => {
    expect(formatDateTime('2026-11-27T03:05:00.000Z')).toBe('27/11/2026 10:05');
    expect(formatDate('2026-11-27T17:05:00Z')).toBe('28/11/2026');
    for (const v of [null, undefined, '', 'không phải ngày']) expect(formatDateTime(v)).toBe('—');
  });
});

describe('vietnamWallClock gives the fields Intl reads in Asia/Ho_Chi_Minh, seconds included', () => {
  it('for the times a bid history and a report day are written from', () => {
    const times = [
      Date.UTC(2026, 10, 25, 13, 40, 39),
      Date.UTC(2026, 10, 30, 16, 59, 59),
      Date.UTC(2026, 10, 30, 17, 0, 0),
      Date.UTC(1960, 0, 1, 12, 0, 7),
    ];
    for (const r of seeded(2000)) times.push(Date.UTC(1970, 0, 1) + Math.floor(r * 130 * 365.25 * 86_400_000));
    for (const t of times) expect(vietnamWallClock(new Date(t)), new Date(t).toISOString()).toEqual(intlParts(new Date(t)));
    expect(vietnamWallClock('2026-11-25T13:40:39.000Z')).toEqual({
      year: '2026',
      month: '11',
      day: '25',
      hour: '20',
      minute: '40',
      second: '39',
    });
    for (const v of [null, undefined, '', 'không phải ngày']) expect(vietnamWallClock(v)).toBeNull();
  });
});
