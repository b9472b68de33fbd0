import { presetPalettes } from '@ant-design/colors';

/**
 * antd's map token for the brand's seed, as `theme-map-token.json` keeps it: the tokens antd derives
 * beyond the seed, minus the ten shades of each preset colour that are antd's own preset palettes
 * (listed by name in `palettes`: 260 of the 443 tokens, 1.5 KB of the file's gzip size).
 */
export interface WrittenMapToken {
  palettes: string[];
  tokens: Record<string, unknown>;
}

type Token = Record<string, unknown>;
// antd's derivation also names magenta's palette pink, magenta's old name
const PALETTES = { ...presetPalettes, pink: presetPalettes.magenta } as Record<string, readonly string[]>;
const shadeKeys = (colour: string, i: number) => [`${colour}-${i + 1}`, `${colour}${i + 1}`];

/**
 * The map token again, in antd's order: the seed's tokens first, then the preset palettes, then the
 * rest (antd's default algorithm spreads them in that order). The order matters, not only the values:
 * antd names the styles it makes by a hash of the token as written out in order, and the build's
 * stylesheet of first-screen styles (antd-first-screen.ts) is keyed by those names.
 */
export function readBack(written: WrittenMapToken, seed: Token): Token {
  const palettes: Token = {};
  for (const colour of written.palettes)
    PALETTES[colour]?.forEach((shade, i) => {
      for (const key of shadeKeys(colour, i)) palettes[key] = shade;
    });
  return { ...seed, ...palettes, ...written.tokens };
}

/**
 * What `theme-map-token.json` keeps of `map` (the seed's derivation): every token `readBack` cannot
 * take from the seed or a preset palette. Throws if reading it back would not give `map` in its order,
 * as a new antd that spread its tokens in another order would make it.
 */
export function writeDown(map: Token, seed: Token): WrittenMapToken {
  const order = Object.keys(map);
  // in the order antd spreads them (its preset colours), not the palettes module's
  const palettes = Object.keys(PALETTES)
    .filter((colour) =>
      Array.from({ length: 10 }, (_, i) => shadeKeys(colour, i).every((key) => map[key] === PALETTES[colour]?.[i])).every(Boolean),
    )
    .sort((a, b) => order.indexOf(`${a}-1`) - order.indexOf(`${b}-1`));
  const dropped = new Set(palettes.flatMap((colour) => Array.from({ length: 10 }, (_, i) => shadeKeys(colour, i)).flat()));
  const written = {
    palettes,
    tokens: Object.fromEntries(Object.entries(map).filter(([key, value]) => !dropped.has(key) && seed[key] !== value)),
  };
  if (!sameInOrder(readBack(written, seed), map))
    throw new Error('antd derives its map token in an order theme-map-token.ts does not know: teach readBack the new order');
  return written;
}

const sameInOrder = (a: Token, b: Token) => {
  const [keysA, keysB] = [Object.keys(a), Object.keys(b)];
  return keysA.length === keysB.length && keysA.every((key, i) => key === keysB[i] && Object.is(a[key], b[key]));
};
