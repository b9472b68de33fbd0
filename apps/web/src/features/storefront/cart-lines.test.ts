import { describe, expect, it } from 'vitest';
import {
  checkState,
  effectiveSelection,
  groupByShop,
  selectedTotal,
  selectionOf,
  tick,
  toCartLine,
  toggleLines,
  type CartLine,
} from './cart-lines';

const line = (id: string, seller: string, price: number | null, available = true): CartLine => ({
  cart_item_id: id,
  gundam_id: `g-${id}`,
  gundam_name: `Kit ${id}`,
  gundam_slug: `kit-${id}`,
  gundam_price: price,
  gundam_image_url: null,
  seller_id: `s-${seller}`,
  seller_name: `Shop ${seller}`,
  available,
});

describe('the cart grouped by shop', () => {
  it('keeps each shop’s kits together, shops in the order their first kit was added', () => {
    const groups = groupByShop([line('1', 'A', 100), line('2', 'B', 200), line('3', 'A', 300)]);
    expect(groups.map((g) => [g.seller_name, g.lines.map((l) => l.cart_item_id)])).toEqual([
      ['Shop A', ['1', '3']],
      ['Shop B', ['2']],
    ]);
  });

  it('tells apart two shops that share a display name', () => {
    const a = line('1', 'A', 100);
    const b = { ...line('2', 'B', 100), seller_name: 'Shop A' };
    expect(groupByShop([a, b])).toHaveLength(2);
  });

  it('gives an empty cart no groups', () => {
    expect(groupByShop([])).toEqual([]);
  });
});

describe('the selected total', () => {
  const lines = [line('1', 'A', 1_250_000), line('2', 'A', 300_000), line('3', 'B', 450_000, false), line('4', 'B', null)];

  it('adds the prices of the selected kits only', () => {
    expect(selectedTotal(lines, new Set(['1', '2']))).toBe(1_550_000);
    expect(selectedTotal(lines, new Set())).toBe(0);
  });

  it('never counts a kit that is no longer for sale or has no price, nor a removed line', () => {
    expect(selectedTotal(lines, new Set(['1', '3', '4', 'gone']))).toBe(1_250_000);
    expect(effectiveSelection(lines, new Set(['1', '3', '4', 'gone']))).toEqual(['1']);
  });

  it('selects a whole shop or the whole cart, skipping unavailable kits', () => {
    const all = toggleLines(new Set(), lines, true);
    expect([...all].sort()).toEqual(['1', '2']);
    expect(checkState(lines, all)).toEqual({ checked: true, indeterminate: false, disabled: false });
    const shopB = lines.filter((l) => l.seller_name === 'Shop B');
    expect(checkState(shopB, all)).toEqual({ checked: false, indeterminate: false, disabled: true });
    const one = toggleLines(all, [lines[0]!], false);
    expect(checkState(lines, one)).toEqual({ checked: false, indeterminate: true, disabled: false });
  });
});

describe('the ticks of a first visit', () => {
  // 1, 2: for sale; 3: sold since it was added; 4: no price; 5: the viewer's own kit (the server says unavailable)
  const own = { ...line('5', 'me', 90_000), available: toCartLine({ cart_item_id: '5', gundam_id: 'g-5', available: false }).available };
  const lines = [line('1', 'A', 1_250_000), line('2', 'B', 300_000), line('3', 'B', 450_000, false), line('4', 'B', null), own];

  it('starts with every kit that can be bought ticked, and nothing else', () => {
    const selected = selectionOf(lines, new Map());
    expect([...selected].sort()).toEqual(['1', '2']);
    expect(selectedTotal(lines, selected)).toBe(1_550_000);
    expect(checkState(lines, selected)).toEqual({ checked: true, indeterminate: false, disabled: false });
  });

  it('keeps what the member unticked, and ticks a kit added later by default', () => {
    const ticks = tick(new Map(), [lines[0]!], false);
    expect([...selectionOf(lines, ticks)]).toEqual(['2']);
    const later = [...lines, line('6', 'A', 10_000)];
    expect([...selectionOf(later, ticks)].sort()).toEqual(['2', '6']);
  });

  it('ticks or unticks a whole shop, never a kit that cannot be bought', () => {
    const shopB = lines.filter((l) => l.seller_name === 'Shop B');
    const none = tick(new Map(), shopB, false);
    expect([...selectionOf(lines, none)]).toEqual(['1']);
    const again = tick(none, [...shopB, own], true);
    expect([...again.keys()]).toEqual(['2']);
    expect([...selectionOf(lines, again)].sort()).toEqual(['1', '2']);
  });
});

describe('a cart line from the server', () => {
  it('is read whole when every field is there', () => {
    const wire = { ...line('1', 'A', 100), added_at: '2026-01-01T00:00:00Z' };
    expect(toCartLine(wire)).toEqual(line('1', 'A', 100));
  });

  it('gets safe defaults when fields are missing (seed §3 promises only the two ids)', () => {
    expect(toCartLine({ cart_item_id: 'c', gundam_id: 'g' })).toEqual({
      cart_item_id: 'c',
      gundam_id: 'g',
      gundam_name: 'Mô hình Gundam',
      gundam_slug: '',
      gundam_price: null,
      gundam_image_url: null,
      seller_id: '',
      seller_name: 'Shop',
      available: true,
    });
  });
});
