/**
 * The one formatter for money and time shown to people (product.md: `1.250.000 ₫`,
 * `DD/MM/YYYY HH:mm` in Asia/Ho_Chi_Minh). Pure Intl, so the server (emails) and the web share it.
 */
const moneyFmt = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });
export function formatMoney(amount: number | bigint | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  // vi-VN groups with '.', which is what Vietnamese shoppers read
  return `${moneyFmt.format(amount)} ₫`;
}

const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
function parts(d: Date) {
  const p: Record<string, string> = {};
  for (const { type, value } of dateTimeParts.formatToParts(d)) p[type] = value;
  return p;
}
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '—';
  const p = parts(d);
  return `${p.day}/${p.month}/${p.year} ${p.hour === '24' ? '00' : p.hour}:${p.minute}`;
}
export function formatDate(value: string | Date | null | undefined): string {
  return formatDateTime(value).split(' ')[0] ?? '—';
}
