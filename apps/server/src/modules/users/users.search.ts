import { sql, type SQL } from 'drizzle-orm';
import { foldVietnamese } from '@cho-gundam/contracts';
import { users } from './users.schema.js';

/** The text users_search_trgm_idx is built on (migration 0011): name, e-mail and phone, folded, punctuation as spaces. */
const searchText = sql`cg_user_search_text(${users.fullName}, ${users.email}, ${users.phoneNumber})`;

/** A query in the same form: foldVietnamese, every character other than a-z and 0-9 a space. */
export const userSearchWords = (q: string) =>
  foldVietnamese(q)
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter(Boolean);

/**
 * The back office's search for people (members, staff, the owner of a top-up or a withdrawal):
 * every word of `q` (accents and case ignored) must appear in the name, e-mail or phone; words of
 * 3+ characters anywhere (served by the trigram index), shorter ones as the start of a word.
 * Punctuation only means nothing to look for, so nothing is found.
 */
export function userMatches(q: string): SQL[] {
  const words = userSearchWords(q);
  if (words.length === 0) return [sql`false`];
  return words.map((w) =>
    w.length >= 3 ? sql`${searchText} like ${`%${w}%`}` : sql`(${searchText} like ${`${w}%`} or ${searchText} like ${`% ${w}%`})`,
  );
}
