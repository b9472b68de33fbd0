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

/** Exports read their list in pages of this many rows… */
export const CSV_BATCH = 500;
/** …and stop at this many: a download a spreadsheet still opens, and a bound on one request's work. */
export const CSV_MAX_ROWS = 20_000;

/**
 * The lines of an export: its list read page after page (offset, limit) in the list's own order
 * until a short page or CSV_MAX_ROWS rows, each page turned into its CSV lines (a row may make
 * several, a page may need one more query for all its rows).
 */
export async function csvLines<R>(
  readPage: (offset: number, limit: number) => Promise<readonly R[]>,
  linesOf: (rows: readonly R[]) => CsvCell[][] | Promise<CsvCell[][]>,
): Promise<CsvCell[][]> {
  const lines: CsvCell[][] = [];
  for (let offset = 0; offset < CSV_MAX_ROWS; offset += CSV_BATCH) {
    const rows = await readPage(offset, CSV_BATCH);
    lines.push(...(await linesOf(rows)));
    if (rows.length < CSV_BATCH) break;
  }
  return lines;
}
