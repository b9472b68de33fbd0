import { downloadCsv } from '@/shared/lib/download-csv';

/** "Xuất CSV" of the shop's report (shared/lib/download-csv.ts carries the token). */
export function downloadReportCsv(from: string, to: string, fileName: string): Promise<void> {
  return downloadCsv('/shop/reports.csv', { from, to }, fileName);
}
