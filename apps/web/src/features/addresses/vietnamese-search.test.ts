import { describe, expect, it } from 'vitest';
import { foldVietnamese, initials, matchesVietnamese, vietnameseFilterOption } from './vietnamese-search';

describe('accent-insensitive search for provinces and wards', () => {
  it('folds accents, đ and case', () => {
    expect(foldVietnamese('Thành phố Đà Nẵng')).toBe('thanh pho da nang');
    expect(foldVietnamese('  Phường   Bến Thành ')).toBe('phuong ben thanh');
    // decomposed input (macOS keyboards) folds the same as precomposed
    expect(foldVietnamese('Hà Nội'.normalize('NFD'))).toBe('ha noi');
  });

  it('finds a place typed without accents, in any case, word by word', () => {
    expect(matchesVietnamese('Thành phố Hồ Chí Minh', 'ho chi minh')).toBe(true);
    expect(matchesVietnamese('Thành phố Hồ Chí Minh', 'HỒ CHÍ')).toBe(true);
    expect(matchesVietnamese('Thành phố Đà Nẵng', 'da nang')).toBe(true);
    expect(matchesVietnamese('Phường Bến Thành', 'thanh ben')).toBe(true);
    expect(matchesVietnamese('Thành phố Hà Nội', 'da nang')).toBe(false);
    expect(matchesVietnamese('Tỉnh Lâm Đồng', '')).toBe(true);
  });

  it('lets people type the initials of a big city', () => {
    expect(initials('Hồ Chí Minh')).toBe('hcm');
    const hcm = { label: 'Thành phố Hồ Chí Minh', search: `Thành phố Hồ Chí Minh Hồ Chí Minh ${initials('Hồ Chí Minh')}` };
    expect(vietnameseFilterOption('hcm', hcm)).toBe(true);
    expect(vietnameseFilterOption('hn', hcm)).toBe(false);
  });

  it('falls back to the option label', () => {
    expect(vietnameseFilterOption('ba dinh', { label: 'Phường Ba Đình' })).toBe(true);
    expect(vietnameseFilterOption('x', undefined)).toBe(false);
  });
});
