import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, type CheckoutGroup, type CheckoutItem, type CheckoutQuoteResponse } from '@cho-gundam/contracts';
import {
  checkoutBodyFrom,
  checkoutPath,
  checkoutReturnPath,
  parseKitIds,
  recalledKits,
  rememberKits,
  quoteView,
  refusalOf,
  topUpAmount,
  topUpPath,
  withoutUnavailable,
} from './checkout-logic';

const K1 = '11111111-1111-4111-8111-111111111111';
const K2 = '22222222-2222-4222-8222-222222222222';
const K3 = '33333333-3333-4333-8333-333333333333';

const item = (kit_id: string, price: number | null, available = true): CheckoutItem => ({
  kit_id,
  cart_item_id: null,
  name: `Kit ${kit_id.slice(0, 1)}`,
  slug: 'kit',
  grade_name: 'Master Grade',
  image_url: null,
  price,
  weight_grams: 500,
  available,
  unavailable_reason: available ? null : 'Sản phẩm đã được bán',
});
const group = (seller_id: string, items: CheckoutItem[], fee = 30_000, shippable = true): CheckoutGroup => {
  const subtotal = items.filter((i) => i.available).reduce((s, i) => s + (i.price ?? 0), 0);
  return {
    shop: { id: seller_id, name: `Shop ${seller_id}`, slug: null },
    seller_id,
    items,
    subtotal,
    delivery_fee: fee,
    expected_delivery_at: '2026-11-25T00:00:00.000Z',
    total: subtotal + fee,
    shippable,
    problem: shippable ? null : 'Người bán chưa có địa chỉ lấy hàng',
  };
};
const quote = (groups: CheckoutGroup[], balance: number): CheckoutQuoteResponse => {
  const items_total = groups.reduce((s, g) => s + g.subtotal, 0);
  const delivery_total = groups.reduce((s, g) => s + g.delivery_fee, 0);
  const grand_total = items_total + delivery_total;
  const missing = Math.max(0, grand_total - balance);
  return {
    address_id: 'addr-1',
    groups,
    items_total,
    delivery_total,
    grand_total,
    available_balance: balance,
    missing_amount: missing,
    can_checkout: missing === 0 && groups.every((g) => g.shippable && g.items.every((i) => i.available)),
  };
};

describe('kits in the URL', () => {
  it('reads ?kits= as valid ids, each once, in order', () => {
    expect(parseKitIds(`?kits=${K1},${K2},${K1},nope`)).toEqual([K1, K2]);
    expect(parseKitIds(`?kits=${K1.toUpperCase()}`)).toEqual([K1]);
    expect(parseKitIds('')).toEqual([]);
  });
  it('writes the checkout and top-up addresses so the buyer comes back to the same checkout', () => {
    expect(checkoutPath([K1, K2])).toBe(`/checkout?kits=${K1},${K2}`);
    const path = topUpPath(125_000, [K1]);
    const url = new URL(path, 'https://x');
    expect(url.pathname).toBe('/member/profile/wallet');
    expect(url.searchParams.get('topup')).toBe('125000');
    expect(url.searchParams.get('return')).toBe(`/checkout?kits=${K1}`);
  });
  it('gives the wallet a return path it accepts, and the checkout reads it back', () => {
    const back = checkoutReturnPath([K1, K2, K3]);
    expect(isSafeReturnPath(back)).toBe(true);
    expect(parseKitIds(new URL(back, 'https://x').search)).toEqual([K1, K2, K3]);
  });
  it('a selection too long for a return path comes back through the kits saved in the tab', () => {
    const many = Array.from({ length: 12 }, (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`);
    expect(checkoutReturnPath(many)).toBe('/checkout?resume=1');
    expect(isSafeReturnPath(checkoutReturnPath(many))).toBe(true);
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void store.set(k, v), getItem: (k: string) => store.get(k) ?? null };
    rememberKits(many, storage);
    expect(recalledKits(storage)).toEqual(many);
  });
  it('never asks to top up less than the minimum', () => {
    expect(topUpAmount(3_000)).toBe(10_000);
    expect(topUpAmount(10_500)).toBe(10_500);
  });
});

describe('what the page shows for a quote', () => {
  it('two shops, enough balance: nothing blocks "Đặt hàng"', () => {
    const q = quote([group('s1', [item(K1, 500_000)]), group('s2', [item(K2, 300_000), item(K3, 200_000)])], 2_000_000);
    const v = quoteView(q);
    expect(v.buyableCount).toBe(3);
    expect(v.blocker).toBeNull();
    expect(q.grand_total).toBe(1_060_000);
  });
  it('short balance: "Số dư không đủ"', () => {
    const v = quoteView(quote([group('s1', [item(K1, 500_000)])], 100_000));
    expect(v.short).toBe(true);
    expect(v.blocker).toBe('Số dư không đủ');
  });
  it('a kit no longer for sale is listed with why, blocks, and can be dropped from the URL', () => {
    const q = quote([group('s1', [item(K1, 500_000), item(K2, 100_000, false)])], 5_000_000);
    const v = quoteView(q);
    expect(v.unavailable).toEqual([{ kit_id: K2, name: 'Kit 2', reason: 'Sản phẩm đã được bán' }]);
    expect(v.blocker).toMatch(/không còn được bán/);
    expect(withoutUnavailable([K1, K2], q)).toEqual([K1]);
  });
  it('a shop that cannot ship blocks with its reason', () => {
    const v = quoteView(quote([group('s1', [item(K1, 500_000)], 0, false)], 5_000_000));
    expect(v.unshippable[0]?.reason).toBe('Người bán chưa có địa chỉ lấy hàng');
    expect(v.blocker).toMatch(/chưa thể giao hàng/);
  });
});

describe('the body of "Đặt hàng"', () => {
  it('sends the buyable kits, non-empty notes by seller and the total the buyer saw', () => {
    const q = quote([group('s1', [item(K1, 500_000)]), group('s2', [item(K2, 300_000)])], 2_000_000);
    expect(checkoutBodyFrom(q, { s1: '  Gói kỹ giúp mình  ', s2: '   ' })).toEqual({
      address_id: 'addr-1',
      kit_ids: [K1, K2],
      notes: { s1: 'Gói kỹ giúp mình' },
      expected_total: 860_000,
    });
    expect(checkoutBodyFrom(q, {})).not.toHaveProperty('notes');
  });
});

describe('refusals', () => {
  it('kit no longer available → re-quote, naming the kits', () => {
    const r = refusalOf({
      status: 409,
      code: 'conflict',
      message: 'Một số sản phẩm không còn được bán',
      details: { reason: 'kit_unavailable', kit_ids: [K2] },
    });
    expect(r.kind).toBe('requote');
    expect(r.kind === 'requote' && r.kitIds).toEqual([K2]);
  });
  it('price changed → re-quote', () => {
    expect(refusalOf({ status: 409, code: 'conflict', message: 'x', details: { reason: 'price_changed' } }).kind).toBe('requote');
  });
  it('insufficient funds → funds, with the server message', () => {
    const r = refusalOf({
      status: 422,
      code: 'insufficient_funds',
      message: 'Số dư ví không đủ, bạn cần nạp thêm 50.000 ₫',
      details: { missing: 50_000 },
    });
    expect(r).toMatchObject({ kind: 'funds', title: 'Số dư không đủ', message: 'Số dư ví không đủ, bạn cần nạp thêm 50.000 ₫' });
  });
  it('network loss or a server error → retry with the same key', () => {
    expect(refusalOf({ status: 0, code: 'network', message: 'Không thể kết nối tới máy chủ.' }).kind).toBe('retry');
    expect(refusalOf({ status: 502, code: 'carrier_error', message: 'x' }).kind).toBe('retry');
  });
  it('anything else is shown as the server says', () => {
    expect(refusalOf({ status: 400, code: 'validation_failed', message: 'Dữ liệu không hợp lệ' })).toMatchObject({
      kind: 'other',
      message: 'Dữ liệu không hợp lệ',
    });
  });
});
