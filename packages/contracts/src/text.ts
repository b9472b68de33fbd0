/**
 * Folds Vietnamese text for search: lower case, accents removed, đ → d, spaces collapsed.
 * "Mô Hình ĐẸP" → "mo hinh dep". The server stores kits' search text folded this way and folds
 * the query the same way, so "mo hinh" finds "mô hình" and "zaku" finds "Zaku".
 */
export function foldVietnamese(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Apostrophes of every kind: straight, curly, backtick, acute, modifier letters, prime. */
const APOSTROPHES = /['\u2018\u2019\u0060\u00b4\u02bc\u02bb\u2032]/g;

/**
 * Spellings collectors use for the same thing, after the split into words (whole words only):
 * "verka" is "ver ka", "version" is "ver", "hinu" is "hi nu".
 */
const SEARCH_ALIASES: [RegExp, string][] = [
  [/\bverka\b/g, 'ver ka'],
  [/\bversion\b/g, 'ver'],
  [/\bhinu\b/g, 'hi nu'],
];

/**
 * The search form of a text, the same for kits' `search_text` and for a query: folded
 * (`foldVietnamese`), apostrophes dropped ("Char’s" → "chars"), letters and digits split
 * ("RX78", "rx-78", "rx 78" → "rx 78"), every other character a space ("Ver.Ka" → "ver ka"), and
 * a few spellings unified (`SEARCH_ALIASES`). Migration 0007 writes the same steps in SQL for the
 * rows it recomputes; keep them in step.
 */
export function normalizeSearch(s: string): string {
  let out = foldVietnamese(s)
    .replace(APOSTROPHES, '')
    .replace(/([a-z])([0-9])/g, '$1 $2')
    .replace(/([0-9])([a-z])/g, '$1 $2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  for (const [re, to] of SEARCH_ALIASES) out = out.replace(re, to);
  return out;
}
