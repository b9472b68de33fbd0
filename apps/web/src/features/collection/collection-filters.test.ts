import { describe, expect, it } from 'vitest';
import { clearFilters, DEFAULT_FILTERS, isFiltered, parseFilters, toApiQuery, toSearchParams, withFilter } from './collection-filters';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('collection filters ⇄ URL', () => {
  it('gives the defaults for a bare URL and a bare URL for the defaults', () => {
    expect(parse('')).toEqual({ ...DEFAULT_FILTERS });
    expect(toSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('reads every filter and writes the same URL back', () => {
    const qs =
      'q=zaku&grade=MG&scale=1%2F100&condition=open_box&status=in_store&series=Mobile+Suit+Gundam&sort=price_desc&page=3&page_size=24&view=table';
    const f = parse(qs);
    expect(f).toEqual({
      q: 'zaku',
      grade: 'MG',
      scale: '1/100',
      condition: 'open_box',
      status: 'in_store',
      series: 'Mobile Suit Gundam',
      sort: 'price_desc',
      page: 3,
      page_size: 24,
      view: 'table',
    });
    expect(toSearchParams(f).toString()).toBe(qs);
  });

  it('drops unknown or malformed values instead of failing', () => {
    const f = parse('grade=<script>&scale=1/200&condition=mint&status=sold&sort=random&page=-2&page_size=1000&view=cards&q=%20%20');
    expect(f).toEqual({ ...DEFAULT_FILTERS });
    expect(parse('grade=mg').grade).toBe('MG');
    expect(parse('page=2.5').page).toBe(1);
  });

  it('goes back to page 1 when a filter changes and keeps the rest', () => {
    const f = { ...DEFAULT_FILTERS, page: 4, grade: 'HG' };
    expect(withFilter(f, { status: 'published' })).toEqual({ ...f, status: 'published', page: 1 });
  });

  it('sends the server everything but the view, and knows when the list is narrowed', () => {
    const f = { ...DEFAULT_FILTERS, view: 'table' as const, q: 'rx' };
    expect(toApiQuery(f)).toEqual({ sort: 'newest', page: 1, page_size: 12, q: 'rx' });
    expect(isFiltered(f)).toBe(true);
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
  });

  it('"Xóa bộ lọc" drops every filter and the search but keeps the view, sort and page size', () => {
    const busy = parse(
      'grade=HG&scale=1/144&condition=new&status=published&series=Gundam%20Wing&q=zaku&sort=price_desc&page=3&page_size=48&view=table',
    );
    expect(isFiltered(busy)).toBe(true);
    const cleared = clearFilters(busy);
    expect(isFiltered(cleared)).toBe(false);
    expect(cleared).toEqual({ sort: 'price_desc', view: 'table', page_size: 48, page: 1 });
  });
});
