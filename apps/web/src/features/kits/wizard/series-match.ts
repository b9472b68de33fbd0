import { foldVietnamese } from '@cho-gundam/contracts/core';

/**
 * The series list's entries for what was typed, best first: every typed word must appear (any
 * order, accents and case ignored); an entry equal to the text comes first, then entries starting
 * with it, then the shortest. The first one is highlighted, so Enter picks it (issue 14).
 */
export function seriesMatches(names: readonly string[], typed: string): string[] {
  const text = foldVietnamese(typed).trim();
  if (!text) return [...names];
  const words = text.split(/\s+/);
  const rank = (folded: string) => (folded === text ? 0 : folded.startsWith(text) ? 1 : 2);
  return names
    .map((name) => ({ name, folded: foldVietnamese(name) }))
    .filter((n) => words.every((w) => n.folded.includes(w)))
    .sort((a, b) => rank(a.folded) - rank(b.folded) || a.name.length - b.name.length || a.name.localeCompare(b.name))
    .map((n) => n.name);
}
