import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import type { SeedToken } from 'antd/es/theme/interface';
import { BRAND_TOKEN } from '@/app/brand-token';
import { brandAlgorithm, isBrandSeed } from '@/app/theme-algorithm';
import { readBack, writeDown } from '@/app/theme-map-token';
import { theme } from '@/app/theme';

const STALE = 'src/app/theme-map-token.json no longer matches antd: run `npm run theme:map-token`';
const brandSeed = (motion: boolean) => ({ ...antdTheme.defaultSeed, ...BRAND_TOKEN, motion }) as SeedToken;

describe('the brand theme algorithm', () => {
  it.each([true, false])('gives antd’s own map token for the brand’s seed (motion %s)', (motion) => {
    const seed = brandSeed(motion);
    const map = brandAlgorithm(seed);
    expect(map, STALE).toEqual(antdTheme.defaultAlgorithm(seed));
    // in antd's order too: antd names its styles by a hash of the token written out in order
    expect(Object.keys(map), STALE).toEqual(Object.keys(antdTheme.defaultAlgorithm(seed)));
  });

  it('keeps the preset palettes out of the written file, and refuses a map it could not read back in order', () => {
    const seed = { ...brandSeed(true), colorPrimary: '#b91c1c' } as unknown as Record<string, unknown>;
    const map = antdTheme.defaultAlgorithm(seed as unknown as SeedToken) as unknown as Record<string, unknown>;
    const slim = writeDown(map, seed);
    expect(slim.palettes).toContain('blue');
    expect(Object.keys(slim.tokens)).not.toContain('blue-1');
    expect(Object.entries(readBack(slim, seed))).toEqual(Object.entries(map));
    // the palettes ahead of the seed's tokens: read back in antd's usual order, they would move
    const moved = Object.fromEntries([
      ...Object.entries(map).filter(([k]) => /\d$/.test(k)),
      ...Object.entries(map).filter(([k]) => !/\d$/.test(k)),
    ]);
    expect(() => writeDown(moved, seed)).toThrow(/order/);
  });

  it('derives any other seed as antd would', () => {
    const seed = { ...brandSeed(true), colorPrimary: '#b91c1c' };
    const map = brandAlgorithm(seed);
    expect(map).toEqual(antdTheme.defaultAlgorithm(seed));
    expect(map.colorPrimary).toBe('#b91c1c');
  });

  it('is handed exactly the brand’s seed by the app’s ConfigProvider, so the written map is the one used', () => {
    const handed: SeedToken[] = [];
    const recording = (seed: SeedToken) => (handed.push(seed), brandAlgorithm(seed));
    let primaryHover = '';
    function Probe() {
      primaryHover = antdTheme.useToken().token.colorPrimaryHover;
      return null;
    }
    render(createElement(ConfigProvider, { theme: { ...theme, algorithm: recording } }, createElement(Probe)));
    expect(handed.length).toBeGreaterThan(0);
    expect(isBrandSeed(handed[0]!)).toBe(true);
    expect(isBrandSeed({ ...handed[0]!, borderRadius: 6 })).toBe(false);
    expect(primaryHover).toBe(antdTheme.defaultAlgorithm(brandSeed(true)).colorPrimaryHover);
  });
});
