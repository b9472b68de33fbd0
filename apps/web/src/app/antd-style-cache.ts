import { createCache, createTheme } from '@ant-design/cssinjs';
import { prefillAntdToken, type StyleCache, type WrittenAntdToken } from './antd-token';
import { brandAlgorithm } from './theme-algorithm';

/**
 * antd's style cache for the whole app (the providers' and the static toasts' theme providers share
 * it, as they shared antd's default one), which the start-up fills with the build's written token
 * (antd-token.ts) before the first render.
 */
export const antdStyleCache = createCache();

/**
 * The build's written token, asked for at once: the HTML's head already preloads it
 * (`link[data-antd-token]`, apps/web/antd-token-file.ts). Null without one (the development server,
 * a test) or when it cannot be read: antd then computes the token itself.
 */
export function requestWrittenAntdToken(): Promise<WrittenAntdToken | null> {
  const href = document.querySelector<HTMLLinkElement>('link[data-antd-token]')?.href;
  if (!href) return Promise.resolve(null);
  return fetch(href)
    .then((response) => (response.ok ? (response.json() as Promise<WrittenAntdToken>) : null))
    .catch(() => null);
}

/** Hands the written token to antd's cache under the key antd will look up for the brand's theme. */
export function prefillWrittenAntdToken(written: WrittenAntdToken | null) {
  if (!written) return;
  // the theme antd's provider will use: antd makes one theme per algorithm and reuses it
  const themeId = createTheme(brandAlgorithm).id;
  if (prefillAntdToken(antdStyleCache as unknown as StyleCache, written, themeId))
    // for the browser test (first-screen-work.spec.ts) and a trace's reader
    performance.mark('cg:antd-token-written');
}
