import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import defaultSeed from 'antd/es/theme/themes/seed';
import { BRAND_TOKEN } from './brand-token';
import written from './theme-map-token.json';
import { readBack } from './theme-map-token';

/**
 * The brand's seed as antd hands it to a theme's algorithm: antd's default seed under the brand's.
 * `motion` is left out: it follows the reader's system (theme.ts) and passes through unchanged.
 */
const brandSeed: Record<string, unknown> = { ...defaultSeed, ...BRAND_TOKEN };
const brandKeys = Object.keys(brandSeed).filter((k) => k !== 'motion');

/** Whether antd is deriving the brand's seed (whatever the motion), for which the map is written down. */
export const isBrandSeed = (seed: SeedToken) => {
  const given = seed as unknown as Record<string, unknown>;
  return Object.keys(given).length - ('motion' in given ? 1 : 0) === brandKeys.length && brandKeys.every((k) => given[k] === brandSeed[k]);
};

/**
 * antd's default algorithm, with its answer for the brand's seed written down ahead of time
 * (`theme-map-token.json`, written by `npm run theme:map-token`). antd derives ~440 map tokens from
 * the seed on every cold load (ten-shade palettes of thirteen colours, sizes, fonts), inside the first
 * render's longest task: written down, that task is 24–37 ms shorter on a phone at 4× slowdown
 * (`npm run bench:main-thread`, issue 13). Any other seed is derived
 * as antd would; `test/theme-algorithm.test.ts` fails when the file no longer matches antd's answer
 * (a new antd, a new brand colour), and says how to write it again.
 */
export function brandAlgorithm(seed: SeedToken): MapToken {
  if (isBrandSeed(seed)) return readBack(written, seed as unknown as Record<string, unknown>) as unknown as MapToken;
  return defaultAlgorithm(seed);
}
