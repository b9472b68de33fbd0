import { DatePicker } from '@/shared/ui/date-picker';
import dayjs from '@/shared/lib/dayjs';

/**
 * The back office's "Từ ngày – Đến ngày" filter: both ends optional, shown DD/MM/YYYY, kept as the
 * `YYYY-MM-DD` days the server reads as Vietnam days (null for an open end). The staff tables keep
 * them in the URL, so this takes and gives strings, not dates.
 */
export function DayRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string | null | undefined;
  to: string | null | undefined;
  onChange: (range: { from: string | null; to: string | null }) => void;
}) {
  return (
    <DatePicker.RangePicker
      format="DD/MM/YYYY"
      placeholder={['Từ ngày', 'Đến ngày']}
      aria-label="Khoảng ngày"
      value={from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null}
      allowEmpty={[true, true]}
      onChange={(v) => onChange({ from: v?.[0]?.format('YYYY-MM-DD') ?? null, to: v?.[1]?.format('YYYY-MM-DD') ?? null })}
    />
  );
}
