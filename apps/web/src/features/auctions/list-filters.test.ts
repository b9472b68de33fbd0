import { describe, expect, it } from 'vitest';
import {
  AUCTION_PAGE_SIZE,
  auctionListArgs,
  clearedFilters,
  filtersFromParams,
  isFiltered,
  paramsFromFilters,
  parsePriceParam,
  withFilters,
  type AuctionFilters,
} from './list-filters';

const read = (qs: string) => filtersFromParams(new URLSearchParams(qs));
const write = (f: AuctionFilters) => paramsFromFilters(f).toString();

describe('the auction list address', () => {
  it('reads the tab, every filter, the search and the page from the query', () => {
    expect(read('tab=upcoming&grade=hg&series=Mobile%20Suit%20Gundam&min_price=100000&max_price=2000000&q=zaku&page=3')).toEqual({
      tab: 'upcoming',
      grade: 'HG',
      series: 'Mobile Suit Gundam',
      min_price: 100_000,
      max_price: 2_000_000,
      q: 'zaku',
      page: 3,
    });
  });

  it('opens on the live tab, page 1, without filters', () => {
    expect(read('')).toEqual({ tab: 'live', page: 1 });
  });

  it('drops what the server would refuse instead of sending it', () => {
    expect(read('tab=sold&page=-2&min_price=abc&max_price=1e6&grade=%20%20&q=%20')).toEqual({ tab: 'live', page: 1 });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=99999999').page).toBe(10_000);
    expect(read('min_price=-5').min_price).toBeUndefined();
  });

  it('cuts text to the server’s limits and tidies its spaces', () => {
    const f = read(`q=${'z'.repeat(150)}&series=%20%20The%20%20Witch%20from%20Mercury%20&grade=ABCDEFGHIJKL`);
    expect(f.q).toHaveLength(100);
    expect(f.series).toBe('The Witch from Mercury');
    expect(f.grade).toBe('ABCDEFGHIJ');
  });

  it('reads prices written with thousands separators, and swaps a reversed range', () => {
    expect(parsePriceParam('1.500.000')).toBe(1_500_000);
    expect(parsePriceParam('500k')).toBeUndefined();
    expect(read('min_price=900000&max_price=300000')).toMatchObject({ min_price: 300_000, max_price: 900_000 });
  });

  it('writes a stable query without defaults, so equal filters make equal links', () => {
    expect(write({ tab: 'live', page: 1 })).toBe('');
    expect(write({ page: 2, q: 'zaku', tab: 'ended', max_price: 500_000, grade: 'MG' })).toBe(
      'tab=ended&q=zaku&grade=MG&max_price=500000&page=2',
    );
    const f = read('q=rx-78&tab=upcoming&series=Gundam%20SEED&page=4&min_price=200000');
    expect(read(write(f))).toEqual(f);
  });
});

describe('changing the auction list', () => {
  const onPage3: AuctionFilters = { tab: 'live', grade: 'HG', q: 'zaku', page: 3 };

  it('goes back to page 1 on a new tab, filter or search, and keeps the other filters', () => {
    expect(withFilters(onPage3, { tab: 'upcoming' })).toEqual({ tab: 'upcoming', grade: 'HG', q: 'zaku', page: 1 });
    expect(withFilters(onPage3, { grade: undefined })).toEqual({ tab: 'live', q: 'zaku', page: 1 });
    expect(withFilters(onPage3, { q: 'sazabi' })).toEqual({ tab: 'live', grade: 'HG', q: 'sazabi', page: 1 });
  });

  it('keeps the filters when only the page changes', () => {
    expect(withFilters(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('swaps a reversed price range typed in the filters', () => {
    expect(withFilters(onPage3, { min_price: 800_000, max_price: 200_000 })).toMatchObject({
      min_price: 200_000,
      max_price: 800_000,
      page: 1,
    });
  });

  it('clears the search and the filters but stays on the tab', () => {
    expect(clearedFilters({ ...onPage3, tab: 'ended', min_price: 1 })).toEqual({ tab: 'ended', page: 1 });
    expect(isFiltered({ tab: 'ended', page: 2 })).toBe(false);
    expect(isFiltered({ tab: 'live', page: 1, max_price: 0 })).toBe(true);
  });

  it('asks the server for the same filters and a page of cards', () => {
    expect(auctionListArgs(onPage3)).toEqual({ tab: 'live', grade: 'HG', q: 'zaku', page: 3, page_size: AUCTION_PAGE_SIZE });
  });
});
