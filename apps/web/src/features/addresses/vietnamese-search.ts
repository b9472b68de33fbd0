import { foldVietnamese } from '@cho-gundam/contracts/core';

/**
 * Accent-insensitive matching for Vietnamese place names: "ho chi minh", "HCM", "hồ chí minh" and
 * "Hồ Chí Minh" all find "Thành phố Hồ Chí Minh"; "da nang" finds "Đà Nẵng" (folding is shared
 * with the server's search).
 */
export { foldVietnamese };

/** "Hồ Chí Minh" → "hcm" (people type initials for the big cities). */
export function initials(s: string): string {
  return foldVietnamese(s)
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('');
}

/** True when every word of the query appears in the text, ignoring accents and case. */
export function matchesVietnamese(text: string, query: string): boolean {
  const q = foldVietnamese(query);
  if (!q) return true;
  const t = foldVietnamese(text);
  return q.split(' ').every((w) => t.includes(w));
}

/** antd Select `filterOption` over an option's `search` text (falls back to its label). */
export function vietnameseFilterOption(input: string, option?: { label?: unknown; search?: string }): boolean {
  if (!option) return false;
  return matchesVietnamese(option.search ?? (typeof option.label === 'string' ? option.label : ''), input);
}
