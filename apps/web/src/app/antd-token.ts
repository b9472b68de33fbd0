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
 * Pure: the build calls it with antd's CommonJS files, the browser with its ES files.
 */

/** What the build writes: the cache key's parts but the theme's number, and the computed token. */
export interface WrittenAntdToken {
  /** antd's salt (version and hashing), then the hashes of the seed, the overrides and the CSS-variable settings */
  key: [salt: string, seed: string, override: string, cssVar: string];
  /** the class that scopes the theme's CSS variables (theme.ts sets it, so it is the same everywhere) */
  cssVarKey: string;
  prefix: string;
  hashId: string;
  hashCls: string;
  /** the tokens antd keeps as values instead of CSS variables */
  preserve: string[];
  /** antd's computed token, with its `_tokenKey` */
  token: Record<string, unknown>;
}

/** The style cache's entry for a token: [token with CSS variables, hash class, token, CSS variables' rule, CSS-variable key]. */
type TokenEntry = [Record<string, unknown>, string, Record<string, unknown>, string, string];

/** The parts of antd's style cache this needs (`@ant-design/cssinjs`'s cache entity). */
export interface StyleCache {
  cache: Map<string, [number, unknown]>;
  opGet(key: string): [number, unknown] | null;
  opUpdate(key: string, update: (previous: [number, unknown] | undefined) => [number, unknown] | null): void;
}

/** antd's own helpers, from whichever build of it is at hand. */
export interface AntdTokenHelpers {
  transformToken: (token: Record<string, unknown>, themeKey: string, config: Record<string, unknown>) => [Record<string, unknown>, string];
  unitless: Record<string, boolean>;
  ignore: Record<string, boolean>;
}

const PREFIX = 'token';
const SPLIT = '%';

/**
 * The token entry antd made in `cache` while rendering the app's theme provider, written down. Throws
 * when the cache holds no single token entry, or when the token's CSS variables could not be made
 * again from what is written: a new antd that makes them otherwise must be taught here first.
 */
export function writeDownAntdToken(cache: StyleCache, helpers: AntdTokenHelpers): WrittenAntdToken {
  const entries = [...cache.cache.entries()].filter(([key]) => key.startsWith(`${PREFIX}${SPLIT}`));
  if (entries.length !== 1) throw new Error(`antd-token: expected one token in antd's style cache, found ${entries.length}`);
  const [key, [, value]] = entries[0]!;
  const parts = key.split(SPLIT);
  if (parts.length !== 6) throw new Error(`antd-token: antd's token key has a new shape (${key})`);
  const [, salt, , seed, override, cssVar] = parts as [string, string, string, string, string, string];
  const [withVars, hashCls, token, , cssVarKey] = value as TokenEntry;
  const preserve = Object.keys(withVars).filter((k) => k !== '_hashId' && withVars[k] === token[k]);
  const prefix = /^var\(--([a-z]+)-/.exec(
    String(Object.values(withVars).find((v) => typeof v === 'string' && v.startsWith('var(')) ?? ''),
  )?.[1];
  if (!prefix) throw new Error('antd-token: antd wrote no CSS variable');
  const written: WrittenAntdToken = {
    key: [salt, seed, override, cssVar],
    cssVarKey,
    prefix,
    hashId: String(withVars._hashId),
    hashCls,
    preserve,
    token,
  };
  const again = entryOf(written, helpers);
  if (JSON.stringify(again) !== JSON.stringify(value))
    throw new Error("antd-token: antd's CSS variables cannot be made again from the written token: teach antd-token.ts antd's new way");
  return written;
}

/** The cache key antd will look up for the written token under the browser's theme number. */
export const antdTokenKey = (written: WrittenAntdToken, themeId: number) =>
  [PREFIX, written.key[0], themeId, ...written.key.slice(1)].join(SPLIT);

/**
 * Puts the written token in antd's style cache as antd would have made it, under the key antd will
 * look up for a theme numbered `themeId`. A cache that already holds it is left alone. Whether it put it.
 */
export function prefillAntdToken(cache: StyleCache, written: WrittenAntdToken, themeId: number, helpers: AntdTokenHelpers) {
  const key = antdTokenKey(written, themeId);
  if (cache.opGet(key)) return false;
  const entry = entryOf(written, helpers);
  cache.opUpdate(key, () => [0, entry]);
  return true;
}

/** The cache entry antd makes for a token (@ant-design/cssinjs, useCacheToken), from the written one. */
function entryOf(written: WrittenAntdToken, { transformToken, unitless, ignore }: AntdTokenHelpers): TokenEntry {
  const { _tokenKey, ...derived } = written.token;
  const [withVars, cssVars] = transformToken(derived, written.cssVarKey, {
    prefix: written.prefix,
    unitless,
    ignore,
    preserve: Object.fromEntries(written.preserve.map((k) => [k, true])),
    hashPriority: 'low',
  });
  withVars._hashId = written.hashId;
  return [withVars, written.hashCls, written.token, cssVars, written.cssVarKey];
}
