/**
 * antd's design token for the app's theme, written down by the build and handed to antd's style cache
 * before the first render (issue 13). On every cold load antd computed it inside the first render's
 * theme provider, one piece of work React cannot cut: the alias tokens from the map token, a hash of
 * all ~500 of them written out, their CSS variables. At Lighthouse's 4× slowdown that was 110–160 ms
 * of one task on every page (`npm run bench:main-thread`, "under antd's theme tokens").
 *
 * antd keeps the result in its style cache under a key made of its version, the theme's number and
 * hashes of the seed, the component tokens and the CSS-variable settings. The build renders the app's
 * theme provider in Node (apps/web/antd-token-file.ts), reads that entry back (`writeDownAntdToken`)
 * and writes it to a file; the browser puts it in the cache under the same key before antd looks
 * (`prefillAntdToken`). Only the theme's number is the browser's own (antd numbers themes as they are
 * made), so it is left out of the file and taken from the browser's theme. A file that does not match
 * (another seed, such as the reduced-motion one, or no file at all) is never looked up: antd computes
 * the token as before. `test/antd-token.test.ts` renders antd with the prefilled cache and checks
 * that antd used the written token and that it equals what antd computes.
 *
 * Pure: the build reads antd's CommonJS files, the browser its ES files.
 */

/** What the build writes: the cache key's parts but the theme's number, and antd's cache entry. */
export interface WrittenAntdToken {
  /** antd's salt (version and hashing), then the hashes of the seed, the overrides and the CSS-variable settings */
  key: [salt: string, seed: string, override: string, cssVar: string];
  /**
   * antd's entry (@ant-design/cssinjs, useCacheToken): the token with CSS variables for values, the
   * hash class, the token itself, the CSS variables' rule and the class that scopes them. All of it,
   * not only the token: making the CSS variables again in the browser was itself a 60–80 ms task at
   * 4×, for 4 KB (Brotli) less of a file the page loads beside 150 KB of code
   */
  entry: TokenEntry;
}

/** The style cache's entry for a token: [token with CSS variables, hash class, token, CSS variables' rule, CSS-variable key]. */
type TokenEntry = [Record<string, unknown>, string, Record<string, unknown>, string, string];

/** The parts of antd's style cache this needs (`@ant-design/cssinjs`'s cache entity). */
export interface StyleCache {
  cache: Map<string, [number, unknown]>;
  opGet(key: string): [number, unknown] | null;
  opUpdate(key: string, update: (previous: [number, unknown] | undefined) => [number, unknown] | null): void;
}

const PREFIX = 'token';
const SPLIT = '%';

/**
 * The token entry antd made in `cache` while rendering the app's theme provider, written down. Throws
 * when the cache holds no single token entry, or an entry that would not come back the same from JSON.
 */
export function writeDownAntdToken(cache: StyleCache): WrittenAntdToken {
  const entries = [...cache.cache.entries()].filter(([key]) => key.startsWith(`${PREFIX}${SPLIT}`));
  if (entries.length !== 1) throw new Error(`antd-token: expected one token in antd's style cache, found ${entries.length}`);
  const [key, [, entry]] = entries[0]!;
  const parts = key.split(SPLIT);
  if (parts.length !== 6) throw new Error(`antd-token: antd's token key has a new shape (${key})`);
  const [, salt, , seed, override, cssVar] = parts as [string, string, string, string, string, string];
  if (!survivesJson(entry)) throw new Error("antd-token: antd's token entry holds something JSON cannot carry");
  return { key: [salt, seed, override, cssVar], entry: entry as TokenEntry };
}

/** The cache key antd will look up for the written token under the browser's theme number. */
export const antdTokenKey = (written: WrittenAntdToken, themeId: number) =>
  [PREFIX, written.key[0], themeId, ...written.key.slice(1)].join(SPLIT);

/**
 * Puts the written entry in antd's style cache under the key antd will look up for a theme numbered
 * `themeId`. A cache that already holds it is left alone. Whether it put it.
 */
export function prefillAntdToken(cache: StyleCache, written: WrittenAntdToken, themeId: number) {
  const key = antdTokenKey(written, themeId);
  if (cache.opGet(key)) return false;
  cache.opUpdate(key, () => [0, written.entry]);
  return true;
}

/** Plain data only: strings, finite numbers, booleans, null, arrays and plain objects of them. */
function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(survivesJson);
  return false;
}
