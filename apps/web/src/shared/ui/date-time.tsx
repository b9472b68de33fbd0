import { formatDate, formatDateTime } from '@/shared/lib/format';

/** A moment in Asia/Ho_Chi_Minh (`DD/MM/YYYY HH:mm`), in a <time> element so machines read it too. */
export function DateTime({ value, dateOnly = false }: { value: string | Date | null | undefined; dateOnly?: boolean }) {
  if (!value) return <span>—</span>;
  const iso = typeof value === 'string' ? value : value.toISOString();
  return <time dateTime={iso}>{dateOnly ? formatDate(value) : formatDateTime(value)}</time>;
}
