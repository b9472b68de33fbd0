import { describe, expect, it } from 'vitest';
import { CSV_BATCH, CSV_MAX_ROWS, csvDocument, csvLines } from './csv.js';

/** A list of `n` numbered rows, read by offset and limit as a repository would, with every read recorded. */
function list(n: number) {
  const reads: [number, number][] = [];
  const readPage = async (offset: number, limit: number) => {
    reads.push([offset, limit]);
    return Array.from({ length: Math.max(0, Math.min(limit, n - offset)) }, (_, i) => offset + i);
  };
  return { reads, readPage };
}

describe('CSV exports', () => {
  it('read the list page after page until a short page, in its order', async () => {
    const { reads, readPage } = list(2 * CSV_BATCH + 3);
    const lines = await csvLines(readPage, (rows) => rows.map((r) => [r]));
    expect(lines.map(([r]) => r)).toEqual(Array.from({ length: 2 * CSV_BATCH + 3 }, (_, i) => i));
    expect(reads).toEqual([
      [0, CSV_BATCH],
      [CSV_BATCH, CSV_BATCH],
      [2 * CSV_BATCH, CSV_BATCH],
    ]);
  });

  it('stop at CSV_MAX_ROWS rows however long the list, and one read after an exact last page finds it empty', async () => {
    const long = list(CSV_MAX_ROWS + 7 * CSV_BATCH);
    expect(await csvLines(long.readPage, (rows) => rows.map((r) => [r]))).toHaveLength(CSV_MAX_ROWS);
    expect(long.reads).toHaveLength(CSV_MAX_ROWS / CSV_BATCH);
    const exact = list(CSV_BATCH);
    expect(await csvLines(exact.readPage, (rows) => rows.map((r) => [r]))).toHaveLength(CSV_BATCH);
    expect(exact.reads).toEqual([
      [0, CSV_BATCH],
      [CSV_BATCH, CSV_BATCH],
    ]);
  });

  it('let a row make several lines (a journal and its lines), and a page look something up for all its rows at once', async () => {
    const { readPage } = list(3);
    const lookups: number[][] = [];
    const lines = await csvLines(readPage, async (rows) => {
      lookups.push([...rows]);
      return rows.flatMap((r) => [
        [r, 'nợ'],
        [r, 'có'],
      ]);
    });
    expect(lines).toHaveLength(6);
    expect(lookups).toEqual([[0, 1, 2]]);
  });

  it('open in Excel: BOM, CRLF, quoted cells, formulas disarmed', () => {
    const doc = csvDocument(
      ['Tên', 'Ghi chú'],
      [
        ['Nguyễn Văn An', '=1+1'],
        ['a,b', null],
      ],
    );
    expect(doc).toBe('\uFEFFTên,Ghi chú\r\nNguyễn Văn An,\'=1+1\r\n"a,b",\r\n');
  });
});
