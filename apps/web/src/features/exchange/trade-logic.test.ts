import { describe, expect, it } from 'vitest';
import {
  addressesLocked,
  canOfferCancel,
  compensationText,
  feeAttempt,
  isDefiniteAnswer,
  nextAction,
  packingPhotosError,
  progressStep,
  refusalDetails,
  stageOf,
  tradeDeadlines,
  tradeTopUpPath,
  type ParcelState,
} from './trade-logic';
import { formatRemaining, serverOffset } from './trade-time';
import { addr, makeTrade } from '../../../test/trade-fixtures';

const parcel = (status: ParcelState['status'], over: Partial<ParcelState> = {}): ParcelState => ({
  status,
  is_packaged: false,
  auto_complete_at: null,
  ...over,
});

describe('trade stage', () => {
  it("uses the server's stage when the answer carries one, over the orders the page loaded", () => {
    const t = makeTrade({ status: 'packaging', stage: 'shipping' });
    expect(stageOf(t, { outgoing: parcel('packaging'), incoming: parcel('packaging') })).toBe('shipping');
  });

  it("derives a missing stage by the contracts' rule: the listed parcels, else the loaded orders (the slower decides)", () => {
    const { stage: _, ...t } = makeTrade({ status: 'packaging' });
    const listed = { to_poster: parcel('delivered'), to_offerer: parcel('delivering') };
    expect(stageOf({ ...t, parcels: listed })).toBe('shipping');
    const { parcels: __, ...bare } = t;
    // I am the poster: my incoming parcel is the one to the poster
    expect(stageOf(bare, { outgoing: parcel('delivered'), incoming: parcel('packaging') })).toBe('packing');
    expect(stageOf(bare, { outgoing: parcel('delivered'), incoming: parcel('completed') })).toBe('receiving');
    expect(stageOf({ ...bare, my_side: 'offerer' }, { outgoing: parcel('delivering'), incoming: parcel('delivered') })).toBe('shipping');
    expect(stageOf({ ...bare, status: 'canceled' })).toBe('canceled');
  });

  it('places each stage on the progress bar', () => {
    expect(progressStep('fees')).toEqual({ current: 0, status: 'process', endLabel: null });
    expect(progressStep('packing').current).toBe(1);
    expect(progressStep('shipping').current).toBe(2);
    expect(progressStep('receiving').current).toBe(3);
    expect(progressStep('completed')).toEqual({ current: 4, status: 'finish', endLabel: null });
    expect(progressStep('canceled')).toEqual({ current: 1, status: 'error', endLabel: 'Đã hủy' });
    expect(progressStep('failed')).toEqual({ current: 1, status: 'error', endLabel: 'Thất bại' });
  });
});

describe('next action for me', () => {
  it('walks stage 1 and 2 from my side only', () => {
    expect(nextAction(makeTrade({ status: 'pending' }))).toBe('choose_addresses');
    const chosen = makeTrade({
      status: 'pending',
      addresses: { poster_from: addr('a1'), poster_to: addr('a1'), offerer_from: null, offerer_to: null },
    });
    expect(nextAction(chosen)).toBe('pay_fee');
    const paid = makeTrade({
      ...chosen,
      delivery_fees: { poster: { amount: 30_000, state: 'held' }, offerer: { amount: null, state: 'none' } },
    });
    expect(nextAction(paid)).toBe('wait_partner_fee');
    expect(addressesLocked(paid)).toBe(true);
    expect(addressesLocked(chosen)).toBe(false);
    expect(nextAction(makeTrade({ status: 'pending', my_side: null }))).toBe('none');
  });
  it('walks stages 3 and 4 with the parcels', () => {
    const t = makeTrade({ status: 'packaging' });
    expect(nextAction(t)).toBe('follow_parcels');
    expect(nextAction(t, { outgoing: parcel('packaging'), incoming: parcel('packaging') })).toBe('pack');
    expect(nextAction(t, { outgoing: parcel('packaging', { is_packaged: true }), incoming: parcel('packaging') })).toBe('wait_shipping');
    expect(nextAction(t, { outgoing: parcel('delivering'), incoming: parcel('delivered') })).toBe('confirm_receipt');
    const received = makeTrade({ status: 'packaging', received_at: { poster: '2026-11-20T00:00:00.000Z', offerer: null } });
    expect(nextAction(received, { outgoing: parcel('delivered'), incoming: parcel('delivered') })).toBe('wait_partner_receipt');
    expect(nextAction(makeTrade({ status: 'completed' }))).toBe('none');
  });
});

describe('deadlines and countdowns', () => {
  it('72 h to pay while pending, ship_by while my parcel is not shipped, auto receipt 7 days after delivery', () => {
    const pending = makeTrade({ status: 'pending', created_at: '2026-11-20T00:00:00.000Z' });
    expect(tradeDeadlines(pending)).toEqual([{ key: 'fee', label: expect.stringContaining('72 giờ'), at: '2026-11-23T00:00:00.000Z' }]);
    const t = makeTrade({ status: 'packaging', ship_by: '2026-11-24T00:00:00.000Z' });
    expect(tradeDeadlines(t, { outgoing: parcel('packaging') }).map((d) => d.key)).toEqual(['pack']);
    const inc = parcel('delivered', { auto_complete_at: '2026-12-01T00:00:00.000Z' });
    expect(tradeDeadlines(t, { outgoing: parcel('delivering'), incoming: inc })).toEqual([
      { key: 'receipt', label: expect.stringContaining('7 ngày'), at: '2026-12-01T00:00:00.000Z' },
    ]);
  });
  it('formats the time left and measures the server clock against the device', () => {
    expect(formatRemaining(2 * 86_400_000 + 3_600_000 + 61_000)).toBe('2 ngày 01:01:01');
    expect(formatRemaining(-5)).toBe('00:00:00');
    expect(serverOffset('2026-11-20T00:05:00.000Z', Date.parse('2026-11-20T00:00:00.000Z'))).toBe(300_000);
    expect(serverOffset(undefined, 1)).toBe(0);
  });
});

describe('cancel', () => {
  it('either side while pending; in packaging only past ship_by with no parcel at the carrier', () => {
    const now = Date.parse('2026-11-25T00:00:00.000Z');
    expect(canOfferCancel(makeTrade({ status: 'pending' }), now)).toBe(true);
    const t = makeTrade({ status: 'packaging', ship_by: '2026-11-24T00:00:00.000Z' });
    expect(canOfferCancel(t, now, { outgoing: parcel('packaging'), incoming: parcel('packaging') })).toBe(true);
    expect(canOfferCancel(t, Date.parse('2026-11-23T00:00:00.000Z'))).toBe(false);
    expect(canOfferCancel(t, now, { outgoing: parcel('delivering'), incoming: parcel('packaging') })).toBe(false);
    expect(canOfferCancel(makeTrade({ status: 'completed' }), now)).toBe(false);
    expect(canOfferCancel(makeTrade({ status: 'pending', my_side: null }), now)).toBe(false);
  });
});

describe('money and requests', () => {
  it('says who pays whom, reads refusals, and points the top-up back to the trade', () => {
    const t = makeTrade({ compensation: { payer: 'offerer', amount: 100_000, state: 'held' } });
    expect(compensationText(t)).toBe('Trần Đề Nghị bù cho Nguyễn Đăng Bài (bạn)');
    expect(compensationText(makeTrade({ compensation: null }))).toBeNull();
    expect(refusalDetails({ reason: 'price_changed', expected_fee: 1, actual_fee: 35_000 })).toEqual({ missing: null, newFee: 35_000 });
    expect(refusalDetails({ missing: 12_500 })).toEqual({ missing: 12_500, newFee: null });
    expect(tradeTopUpPath(12_500, 'x1')).toBe('/member/profile/wallet?topup=13000&return=%2Fexchange%2Fdetail%2Fx1');
    expect(tradeTopUpPath(500, 'x1')).toContain('topup=10000');
  });
  it('keeps one Idempotency-Key per payment attempt', () => {
    let n = 0;
    const a = feeAttempt(() => `k${++n}`);
    expect(a.keyFor(30_000)).toBe('k1');
    expect(a.keyFor(30_000)).toBe('k1');
    expect(a.keyFor(35_000)).toBe('k2');
    a.resolve();
    expect(a.keyFor(35_000)).toBe('k3');
    expect(isDefiniteAnswer(0)).toBe(false);
    expect(isDefiniteAnswer(503)).toBe(false);
    expect(isDefiniteAnswer(409, 'idempotency_in_progress')).toBe(false);
    expect(isDefiniteAnswer(409, 'conflict')).toBe(true);
    expect(isDefiniteAnswer(422, 'insufficient_funds')).toBe(true);
  });
  it('checks the packing photos like the orders route', () => {
    expect(packingPhotosError([])).toBe('Vui lòng tải lên ít nhất 1 ảnh đóng gói');
    expect(packingPhotosError([{ type: 'image/png', size: 10 }])).toBeNull();
    expect(packingPhotosError(Array.from({ length: 6 }, () => ({ type: 'image/png', size: 1 })))).toBe('Tối đa 5 ảnh đóng gói');
    expect(packingPhotosError([{ type: 'application/pdf', size: 1 }])).toBe('Chỉ nhận ảnh JPG, PNG hoặc WebP');
  });
});
