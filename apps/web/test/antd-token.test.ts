import { describe, expect, it } from 'vitest';
import { createElement as h } from 'react';
import { render } from '@testing-library/react';
import { createCache, createTheme, StyleProvider } from '@ant-design/cssinjs';
import { Button, ConfigProvider, type ThemeConfig } from 'antd';
import { antdTokenKey, prefillAntdToken, writeDownAntdToken, type StyleCache } from '@/app/antd-token';
import { theme } from '@/app/theme';
import { brandAlgorithm } from '@/app/theme-algorithm';

// what the app's providers hand antd (providers.tsx)
const appTheme: ThemeConfig = { ...theme, algorithm: brandAlgorithm };
const tokenEntries = (cache: StyleCache) => [...cache.cache.entries()].filter(([key]) => key.startsWith('token%'));

/** antd's theme provider with a button, drawn with `cache` as antd's style cache. */
function draw(cache: ReturnType<typeof createCache>, config: ThemeConfig) {
  return render(h(StyleProvider, { cache }, h(ConfigProvider, { theme: config }, h(Button, null, 'Mua ngay'))));
}

/** The token as the build writes it: antd's own entry under the app's theme (no algorithm, as in Node), through JSON. */
function writtenByBuild() {
  const cache = createCache();
  // read while drawn: antd drops a token from its cache once nothing uses it
  const view = draw(cache, theme);
  const written = writeDownAntdToken(cache as unknown as StyleCache);
  view.unmount();
  return JSON.parse(JSON.stringify(written)) as typeof written;
}

describe("antd's token written down by the build", () => {
  it('is used by antd as the browser hands it over, and equals what antd computes', () => {
    const written = writtenByBuild();
    const own = createCache();
    const computing = draw(own, appTheme);
    const [[, [, computed]]] = tokenEntries(own as unknown as StyleCache) as [[string, [number, unknown]]];
    computing.unmount();

    const cache = createCache();
    const themeId = createTheme(brandAlgorithm).id;
    prefillAntdToken(cache as unknown as StyleCache, written, themeId);
    const key = antdTokenKey(written, themeId);
    const handed = cache.opGet(key)![1];
    const view = draw(cache, appTheme);

    // antd looked the token up under the written key and used it (its effect counted it), making no other
    expect(tokenEntries(cache as unknown as StyleCache).map(([k]) => k)).toEqual([key]);
    expect(cache.opGet(key)![1]).toBe(handed);
    expect(cache.opGet(key)![0]).toBeGreaterThan(0);
    // the same token, CSS variables and class names antd computes for the app's theme, in antd's order
    expect(JSON.stringify(handed)).toBe(JSON.stringify(computed));
    // and its CSS variables reach the page under the theme's class
    const variables = document.head.querySelector('style[data-token-hash="css-var-cg"]');
    expect(variables?.textContent).toMatch(/\.css-var-cg\{--ant-blue:#1677FF;.*--ant-color-primary:#1d4ed8;/);
    expect(view.getByRole('button').className).toContain('css-var-cg');
    view.unmount();
  });

  it('is not looked up for another seed: antd computes that one as before', () => {
    const written = writtenByBuild();
    const cache = createCache();
    const themeId = createTheme(brandAlgorithm).id;
    prefillAntdToken(cache as unknown as StyleCache, written, themeId);
    const key = antdTokenKey(written, themeId);
    const view = draw(cache, { ...appTheme, token: { ...appTheme.token, motion: !appTheme.token?.motion } });
    const keys = tokenEntries(cache as unknown as StyleCache).map(([k]) => k);
    expect(keys).toHaveLength(2);
    // the written entry stayed unused
    expect(cache.opGet(key)![0]).toBe(0);
    view.unmount();
  });

  it('refuses a cache without exactly one token', () => {
    expect(() => writeDownAntdToken(createCache() as unknown as StyleCache)).toThrow(/expected one token/);
  });
});
