import { foldVietnamese, normalizeSearch } from '@cho-gundam/contracts';
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { kits } from './kits.schema.js';

/** At most this many words of a query are matched (a longer query is a sentence, not a search). */
const MAX_TERMS = 8;
/** Words of this many letters or more also match with a typo (pg_trgm word similarity ≥ 0.6). */
const FUZZY_MIN = 5;
/** Characters a word may hold that normalising drops but the user meant ("100%"): the kit's name must then hold the word as typed. */
const SYMBOLS = /[%_&#+*@$=<>~^|\\[\]{}]/;

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The query in search form (`normalizeSearch`, like kits' `search_text`): "Hi-Nu ver.ka" → ["hi", "nu", "ver", "ka"], deduplicated. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(normalizeSearch(q).split(' ').filter(Boolean))].slice(0, MAX_TERMS);
}

/** How one word of a query matches a search text: any of `likes`, or word similarity to `fuzzy`. */
export interface WordMatch {
  word: string;
  likes: string[];
  fuzzy: string | null;
}

/**
 * One entry per word; every word must match, in any order. All forms are served by the GIN
 * trigram index (gin_trgm_ops serves LIKE and `%>` alike):
 * - a word of 3+ characters matches anywhere: `LIKE '%zaku%'`;
 * - a word of 1–2 characters ("nu", "78" of "rx78") has no trigram of its own, so it matches the
 *   start of a word: `LIKE 'nu%' OR LIKE '% nu%'` (pg_trgm pads a word after a space: "  n", " nu");
 * - a word of 5+ letters may also match a word within a typo: `search_text %> 'fredom'` (pg_trgm
 *   `word_similarity('fredom', search_text)` ≥ 0.6, the default `pg_trgm.word_similarity_threshold`);
 *   `searchCondition` always allows it, the storefront list only when the exact words find nothing.
 * `undefined`: no query; `[]`: a query without a word (it finds nothing).
 */
export function searchWords(q: string | undefined): WordMatch[] | undefined {
  if (!q?.trim()) return undefined;
  return searchTerms(q).map((word) => {
    const e = escapeLike(word);
    return {
      word,
      likes: word.length >= 3 ? [`%${e}%`] : [`${e}%`, `% ${e}%`],
      fuzzy: word.length >= FUZZY_MIN && /^[a-z]+$/.test(word) ? word : null,
    };
  });
}

/** The words typed with a symbol the search form drops ("100%"), folded: the kit's name must hold them as typed. */
export function symbolWords(q: string | undefined): string[] {
  return foldVietnamese(q ?? '')
    .split(' ')
    .filter((w) => SYMBOLS.test(w))
    .slice(0, MAX_TERMS);
}

/**
 * The search condition on a `search_text` column (and, for words typed with a symbol, the name
 * column): every word must match. `false` when the query has no word.
 */
export function searchCondition(column: AnyPgColumn | SQL, q: string | undefined, nameColumn?: AnyPgColumn | SQL): SQL | undefined {
  const words = searchWords(q);
  if (!words) return undefined;
  // a query of punctuation only ("%%%") has nothing to look for: it finds nothing, not everything
  if (words.length === 0) return sql`false`;
  const conds = words.map((w) => or(...w.likes.map((p) => sql`${column} like ${p}`), w.fuzzy ? sql`${column} %> ${w.fuzzy}` : undefined)!);
  if (nameColumn) for (const s of symbolWords(q)) conds.push(sql`${nameColumn} ilike ${`%${escapeLike(s)}%`}`);
  return and(...conds);
}

/**
 * The relevance of a row for the query, as SQL text over `st` (a search_text expression) with
 * `$n` placeholders from `param`: per word, 5 a whole word of the kit's name, 4 the start of a
 * word of the name, 3 a whole word elsewhere (series, grade, shop…), 2.5 the start of a word, 2
 * inside a word, else its word similarity (a typo, < 1); minus a thousandth per character of the
 * name, so that among equal matches the shorter name leads. The name is the text before the first
 * " | " (`kitSearchText`). Cheap string functions only, and only on the rows being ranked.
 */
export function relevanceSql(st: string, words: WordMatch[], param: (v: unknown) => string): string {
  const name = `split_part(${st}, ' | ', 1)`;
  const parts = words.map((w) => {
    const p = param(w.word);
    return `(case when strpos(' ' || ${name} || ' ', ' ' || ${p} || ' ') > 0 then 5
      when strpos(' ' || ${name}, ' ' || ${p}) > 0 then 4
      when strpos(' ' || ${st} || ' ', ' ' || ${p} || ' ') > 0 then 3
      when strpos(' ' || ${st}, ' ' || ${p}) > 0 then 2.5
      when strpos(${st}, ${p}) > 0 then 2
      else word_similarity(${p}, ${st}) end)`;
  });
  // among equal matches a shorter name is the closer one ("Nu Gundam" before "Hi-Nu Gundam Ver.Ka")
  return `${parts.join(' + ')} - length(${name}) * 0.001`;
}

/**
 * The collection's search (a member's own kits, every status): every word, in search form, must
 * appear anywhere in `search_text`; a word typed with a symbol ("100%_", "%") must also be in the
 * name as typed. No typo tolerance: a member looks for what they wrote.
 */
export function kitSearchCondition(q: string | undefined): SQL | undefined {
  const words = foldVietnamese(q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  if (!words.length) return undefined;
  return and(
    ...words.map((w) => {
      const norm = normalizeSearch(w);
      const inText = norm ? sql`${kits.searchText} like ${`%${escapeLike(norm)}%`}` : undefined;
      const inName = SYMBOLS.test(w) || !norm ? sql`${kits.name} ilike ${`%${escapeLike(w)}%`}` : undefined;
      return and(inText, inName);
    }),
  );
}
