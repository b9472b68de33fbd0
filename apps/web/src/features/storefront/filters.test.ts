import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQuery,
  clearedFilters,
  filtersFromParams,
  paramsFromFilters,
  parsePrice,
  parsePriceRange,
  withFilters,
} from './filters';

const read = (qs: string) => filtersFromParams(new URLSearchParams(qs));

describe('the product list address', () => {
  it('reads every filter, the sort and the page from the query', () => {
    expect(
      read(
        'grade=hg&scale=1/144&condition=open_box&series=Mobile%20Suit%20Gundam&price_min=100000&price_max=500000&shop=gundam-nha-binh&q=zaku&sort=price_asc&page=3',
      ),
    ).toEqual({
      grade: 'HG',
      scale: '1/144',
      condition: 'open_box',
      series: 'Mobile Suit Gundam',
      price_min: 100_000,
      price_max: 500_000,
      shop: 'gundam-nha-binh',
      q: 'zaku',
      sort: 'price_asc',
      page: 3,
    });
  });

  it('falls back to the newest first, page 1, without filters', () => {
    expect(read('')).toEqual({ sort: 'newest', page: 1 });
  });

  it('drops values the server would refuse instead of sending them', () => {
    expect(read('scale=1/200&condition=broken&sort=cheapest&page=-2&price_min=abc')).toEqual({ sort: 'newest', page: 1 });
    expect(read('page=2.5')).toEqual({ sort: 'newest', page: 1 });
  });

  it('accepts the original navbar’s `search` parameter as the search text', () => {
    expect(read('search=%20rx-78%20%20').q).toBe('rx-78');
    expect(read('q=zaku&search=gouf').q).toBe('zaku');
  });

  it('writes the same filters back to the same address, defaults left out', () => {
    const qs = 'q=zaku&grade=HG&scale=1%2F144&price_min=100000&sort=price_desc&page=2';
    expect(paramsFromFilters(read(qs)).toString()).toBe(qs);
    expect(paramsFromFilters({ sort: 'newest', page: 1 }).toString()).toBe('');
  });

  it('round-trips any filters through the URL', () => {
    const f = withFilters(
      { sort: 'newest', page: 1 },
      { series: 'Gundam Build Fighters', condition: 'used', shop: 'abc', price_max: 2_000_000 },
    );
    expect(filtersFromParams(paramsFromFilters(f))).toEqual(f);
  });

  it('goes back to page 1 when a filter changes, but not when the page does', () => {
    const f = read('grade=MG&page=4');
    expect(withFilters(f, { scale: '1/100' }).page).toBe(1);
    expect(withFilters(f, { page: 5 }).page).toBe(5);
    expect(withFilters(f, { grade: undefined })).toEqual({ sort: 'newest', page: 1 });
  });

  it('counts the narrowing filters and clears them while keeping the sort', () => {
    const f = read('grade=HG&price_max=1000&q=zaku&sort=price_asc&page=2');
    expect(activeFilterCount(f)).toBe(2);
    expect(clearedFilters(f)).toEqual({ sort: 'price_asc', page: 1 });
  });

  it('asks the server for 24 kits a page with the same parameters', () => {
    expect(apiQuery(read('grade=RG&page=2'))).toEqual({ grade: 'RG', sort: 'newest', page: 2, page_size: 24 });
  });
});

describe('prices typed by a shopper', () => {
  it('reads whole đồng with or without thousands separators', () => {
    expect(parsePrice('1.500.000')).toBe(1_500_000);
    expect(parsePrice('1,500,000')).toBe(1_500_000);
    expect(parsePrice('1 500 000 ₫')).toBe(1_500_000);
    expect(parsePrice('250000')).toBe(250_000);
    expect(parsePrice(42_000)).toBe(42_000);
  });

  it('reads the shorthands "k", "nghìn", "tr" and "triệu"', () => {
    expect(parsePrice('500k')).toBe(500_000);
    expect(parsePrice('300 nghìn')).toBe(300_000);
    expect(parsePrice('1,5tr')).toBe(1_500_000);
    expect(parsePrice('2.5 triệu')).toBe(2_500_000);
  });

  it('gives nothing for blank, negative or unreadable text', () => {
    for (const bad of ['', '   ', '-5', 'abc', '1.5', '12.34.5', null, undefined, -1, Number.NaN]) expect(parsePrice(bad)).toBeUndefined();
  });

  it('caps a price at the largest price a kit may have', () => {
    expect(parsePrice('99999999999')).toBe(1_000_000_000);
  });

  it('swaps a reversed range rather than sending one the server refuses', () => {
    expect(parsePriceRange('2tr', '500k')).toEqual({ price_min: 500_000, price_max: 2_000_000 });
    expect(parsePriceRange('', '500.000')).toEqual({ price_min: undefined, price_max: 500_000 });
    expect(read('price_min=900000&price_max=100000')).toMatchObject({ price_min: 100_000, price_max: 900_000 });
  });
});
