import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BRAND_TOKEN } from './src/app/brand-token';
import { writeDown } from './src/app/theme-map-token';

/**
 * Writes `src/app/theme-map-token.json`: antd's default algorithm applied to the brand's seed (antd's
 * default seed under `BRAND_TOKEN`), which `src/app/theme-algorithm.ts` hands antd instead of deriving
 * it on every cold load. Run with `npm run theme:map-token` after changing the brand's seed or antd.
 */
const require = createRequire(import.meta.url);
const derive = (require('antd/lib/theme/themes/default') as { default: (seed: object) => Record<string, unknown> }).default;
const defaultSeed = (require('antd/lib/theme/themes/seed') as { default: object }).default;
const seed = { ...defaultSeed, ...BRAND_TOKEN, motion: true };
const written = writeDown(derive(seed), seed);
const file = path.join(import.meta.dirname, 'src/app/theme-map-token.json');
writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
console.log(
  `${path.relative(process.cwd(), file)}: ${Object.keys(written.tokens).length} tokens, ${written.palettes.length} preset palettes`,
);
