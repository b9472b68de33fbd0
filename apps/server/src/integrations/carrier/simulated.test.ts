import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { days, hours } from '../../lib/clock.js';
import { hanoi, hanoi2, hcm } from '../../../test/support/carrier.js';
import type { CreateParcelInput } from './types.js';

describe('simulated carrier', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-03-02T01:00:00.000Z' });
  });
  afterAll(async () => t.close());

  it('quotes 22.000 ₫ within a province and 30.000 ₫ between provinces for the first 500 g, +5.000 ₫ per further 500 g', async () => {
    const c = t.app.ctx.carrier;
    expect(c.name).toBe('simulated');
    const now = t.clock.now().getTime();
    const same = await c.quote({ from: hanoi, to: hanoi2, weightGrams: 500, valueVnd: 500_000 });
    expect(same.fee).toBe(22_000);
    expect(same.expectedDeliveryAt.getTime()).toBe(now + days(2));
    const other = await c.quote({ from: hanoi, to: hcm, weightGrams: 400, valueVnd: 500_000 });
    expect(other.fee).toBe(30_000);
    expect(other.expectedDeliveryAt.getTime()).toBe(now + days(5));
    expect((await c.quote({ from: hanoi, to: hcm, weightGrams: 501, valueVnd: 0 })).fee).toBe(35_000);
    expect((await c.quote({ from: hanoi, to: hcm, weightGrams: 1500, valueVnd: 0 })).fee).toBe(40_000);
    expect((await c.quote({ from: hanoi, to: hanoi2, weightGrams: 2200, valueVnd: 0 })).fee).toBe(22_000 + 4 * 5_000);
    // insurance: 0,5 % of a declared value above 1.000.000 ₫, rounded up to 1.000 ₫
    expect((await c.quote({ from: hanoi, to: hanoi2, weightGrams: 500, valueVnd: 1_000_000 })).fee).toBe(22_000);
    expect((await c.quote({ from: hanoi, to: hanoi2, weightGrams: 500, valueVnd: 2_500_000 })).fee).toBe(22_000 + 13_000);
  });

  it('creates a parcel once per order code and reveals its timeline as the clock moves', async () => {
    const c = t.app.ctx.carrier;
    const input: CreateParcelInput = {
      from: hanoi,
      to: hcm,
      weightGrams: 800,
      valueVnd: 300_000,
      orderCode: 'CG-TEST-0001',
      items: [{ name: 'RX-78-2', quantity: 1, weightGrams: 800 }],
    };
    const p1 = await c.createParcel(input);
    expect(p1.fee).toBe(35_000);
    t.clock.advance(hours(1));
    const p2 = await c.createParcel(input);
    expect(p2).toEqual(p1);
    expect((await c.track(p1.trackingCode)).map((u) => u.status)).toEqual(['ready_to_pick']);
    t.clock.advance(hours(2));
    expect((await c.track(p1.trackingCode)).map((u) => u.status)).toEqual(['ready_to_pick', 'picking']);
    t.clock.advance(days(3));
    expect((await c.track(p1.trackingCode)).map((u) => u.status)).toEqual([
      'ready_to_pick',
      'picking',
      'picked',
      'delivering',
      'delivered',
    ]);
  });

  it('cancels a parcel waiting for pickup, sends a picked one back, leaves a delivered one, and a repeat changes nothing', async () => {
    const c = t.app.ctx.carrier;
    const parcel = (orderCode: string) =>
      c.createParcel({
        from: hanoi,
        to: hcm,
        weightGrams: 500,
        valueVnd: 0,
        orderCode,
        items: [{ name: 'HG Zaku', quantity: 1, weightGrams: 500 }],
      });
    const statuses = async (code: string) => (await c.track(code)).map((u) => u.status);
    const waiting = await parcel('CG-TEST-CANCEL-1');
    const picked = await parcel('CG-TEST-CANCEL-2');
    const delivered = await parcel('CG-TEST-CANCEL-3');
    t.clock.advance(hours(1));
    await c.cancelParcel(waiting.trackingCode);
    await c.cancelParcel(waiting.trackingCode);
    expect(await statuses(waiting.trackingCode)).toEqual(['ready_to_pick', 'canceled']);
    t.clock.advance(hours(6));
    await c.cancelParcel(picked.trackingCode);
    expect(await statuses(picked.trackingCode)).toEqual(['ready_to_pick', 'picking', 'picked', 'returning']);
    t.clock.advance(days(3));
    await c.cancelParcel(picked.trackingCode);
    await c.cancelParcel(delivered.trackingCode);
    expect(await statuses(picked.trackingCode)).toEqual(['ready_to_pick', 'picking', 'picked', 'returning', 'returned']);
    expect((await statuses(delivered.trackingCode)).at(-1)).toBe('delivered');
    expect(await statuses(waiting.trackingCode)).toEqual(['ready_to_pick', 'canceled']);
  });
});
