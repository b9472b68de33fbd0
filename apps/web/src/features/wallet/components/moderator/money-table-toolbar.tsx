import { useState, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import dayjs from '@/shared/lib/dayjs';
import { downloadCsv } from '@/shared/lib/download-csv';
import { apiError } from '@/shared/lib/form-helpers';
import { ListSearch } from '@/shared/ui/list-search';
import { toast } from '@/shared/ui/toast';
import { DayRangeFilter } from '@/shared/ui/day-range-filter';

interface Props {
  /** the table's own selects (status, review flag) */
  children: ReactNode;
  q: string | undefined;
  searchPlaceholder: string;
  searchLabel: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: Record<string, string | null>) => void;
  /** "Xuất CSV": the export's path and the very filters and sort of the list */
  csv: { path: string; params: Record<string, string | undefined>; file: string };
}

/** What the withdrawals and top-ups tables share above the list: search, Vietnamese days, CSV of what is shown. */
export function MoneyTableToolbar({ children, q, searchPlaceholder, searchLabel, from, to, onChange, csv }: Props) {
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv(csv.path, csv.params, `${csv.file}-${dayjs().format('YYYY-MM-DD')}.csv`);
    } catch (err) {
      toast.error({ title: 'Không xuất được CSV', description: apiError(err).message });
    } finally {
      setExporting(false);
    }
  }
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      {children}
      <div style={{ flex: '1 1 260px', maxWidth: 380 }}>
        <ListSearch placeholder={searchPlaceholder} value={q} label={searchLabel} onSearch={(v) => onChange({ q: v ?? null })} />
      </div>
      <DayRangeFilter from={from} to={to} onChange={onChange} />
      <Button onClick={() => void exportCsv()} loading={exporting} style={{ marginLeft: 'auto' }}>
        Xuất CSV
      </Button>
    </Flex>
  );
}
