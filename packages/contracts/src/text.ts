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
