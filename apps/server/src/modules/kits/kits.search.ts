import { foldVietnamese } from '@cho-gundam/contracts';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { kits } from './kits.schema.js';

/** At most this many words of a query are matched (a longer query is a sentence, not a search). */
const MAX_TERMS = 5;

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The query folded like kits' `search_text` ("Mô hình ĐỎ" → ["mo", "hinh", "do"]), deduplicated. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  const words = foldVietnamese(q)
    .split(' ')
    .filter((w) => /[a-z0-9]/.test(w));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * Accent-insensitive search on a folded text column, one condition per word (all must match, in
 * any order, so "zaku char" finds "Char's Zaku II"). Both forms are served by the GIN trigram
 * index (gin_trgm_ops serves LIKE and ILIKE alike):
 * - a word of 3+ characters matches anywhere: `LIKE '%zaku%'` (trigrams "zak", "aku");
 * - a word of 1–2 characters has no trigram of its own, so it matches the start of a word instead:
 *   `LIKE 'nu%' OR LIKE '% nu%'` — pg_trgm pads a word that follows a space, which gives the
 *   index the trigrams "  n" and " nu" — "nu" finds "Nu Gundam", not every "gundam" + "unicorn".
 * LIKE, not ILIKE: the column and the terms are both folded to lower case already, and ILIKE
 * lower-cases every candidate row again (measured twice as slow on 30,000 rows).
 */
export function searchCondition(column: AnyPgColumn | SQL, q: string | undefined): SQL | undefined {
  const patterns = searchPatterns(q);
  if (!patterns) return undefined;
  // a query of punctuation only ("%%%") has nothing to look for: it finds nothing, not everything
  if (patterns.length === 0) return sql`false`;
  return and(...patterns.map((alts) => or(...alts.map((p) => sql`${column} like ${p}`))!));
}

/**
 * The LIKE patterns of `searchCondition`, one list of alternatives per word (every word must
 * match one of its alternatives): `undefined` when there is no query, `[]` when the query has no
 * word (it then finds nothing). The storefront list writes them into its SQL itself.
 */
export function searchPatterns(q: string | undefined): string[][] | undefined {
  if (!q?.trim()) return undefined;
  return searchTerms(q).map((t) => {
    const e = escapeLike(t);
    return t.length >= 3 ? [`%${e}%`] : [`${e}%`, `% ${e}%`];
  });
}

/**
 * The collection's search (a member's own kits, every status): every word must appear anywhere in
 * `search_text`, punctuation included ("100%_" finds "100%_"), case- and accent-insensitive. The
 * public lists use `searchCondition`, which drops punctuation-only words and serves short words
 * from the trigram index.
 */
export function kitSearchCondition(q: string | undefined): SQL | undefined {
  const words = foldVietnamese(q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 8);
  if (!words.length) return undefined;
  return and(...words.map((w) => sql`${kits.searchText} ilike ${`%${escapeLike(w)}%`}`));
}
