/**
 * CSV exports for people who open them in Excel: UTF-8 with a BOM (so Vietnamese shows), CRLF line
 * ends, a cell quoted when it holds a comma, a quote, a semicolon or a line break. A cell that a
 * spreadsheet would read as a formula (=, +, -, @ first, on text) gets a leading apostrophe.
 */
export type CsvCell = string | number | null | undefined;

export function csvCell(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((r) => r.map(csvCell).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
