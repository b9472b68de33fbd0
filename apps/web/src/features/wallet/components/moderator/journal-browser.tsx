import { useState } from 'react';
import { Button, Flex, Input, Select, Table, Tag } from 'antd';
import { Typography } from '@/shared/ui/typography';
import dayjs from '@/shared/lib/dayjs';
import { JOURNAL_REFERENCE_LABELS, type Journal } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { downloadCsv } from '@/shared/lib/download-csv';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { toast } from '@/shared/ui/toast';
import { useJournalsQuery } from '../../wallet-api';
import { DayRangeFilter } from '@/shared/ui/day-range-filter';
import { JournalLinesTable } from './journal-lines-table';

const PAGE_SIZE = 20;
const refOptions = [
  { value: '', label: 'Mọi loại tham chiếu' },
  ...Object.entries(JOURNAL_REFERENCE_LABELS).map(([value, label]) => ({ value, label })),
];
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Bút toán": the ledger's journals by what they refer to (an order, an auction, a withdrawal, a
 * top-up… by its id) or by day, newest first; each opens to its lines (account, owner, amount,
 * balance after). The filters are in the URL (`?ref_type=&ref=&jfrom=&jto=&jpage=`); CSV of the lines.
 */
export function JournalBrowser() {
  const { params, update } = useQueryParams();
  const refType = Object.hasOwn(JOURNAL_REFERENCE_LABELS, params.get('ref_type') ?? '') ? params.get('ref_type')! : undefined;
  const ref = params.get('ref')?.trim().slice(0, 100) || undefined;
  const from = YMD.test(params.get('jfrom') ?? '') ? params.get('jfrom')! : undefined;
  const to = YMD.test(params.get('jto') ?? '') ? params.get('jto')! : undefined;
  const page = Math.max(1, Number(params.get('jpage')) || 1);
  const filters = { reference_type: refType, reference_id: ref, from, to };
  const { data, isLoading, isFetching, isError, error, refetch } = useJournalsQuery({ ...filters, page, page_size: PAGE_SIZE });
  const [exporting, setExporting] = useState(false);
  // a search by reference opens every journal's lines; a click opens or closes one
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);
  const expandedKeys = expanded ?? (ref ? (data?.items ?? []).map((j) => j.id) : []);
  const set = (patch: Record<string, string | null>) => {
    setExpanded(null);
    update({ ...patch, jpage: null });
  };

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv('/moderator/ledger/journals.csv', filters, `so-cai-${dayjs().format('YYYY-MM-DD')}.csv`);
    } catch (err) {
      toast.error({ title: 'Không xuất được CSV', description: apiError(err).message });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Select
          value={refType ?? ''}
          options={refOptions}
          onChange={(v) => set({ ref_type: v || null })}
          style={{ width: 200 }}
          aria-label="Loại tham chiếu"
        />
        <Input.Search
          key={ref ?? ''}
          defaultValue={ref}
          allowClear
          placeholder="Mã tham chiếu (mã đơn, mã rút tiền, mã nạp tiền…)"
          aria-label="Mã tham chiếu"
          style={{ width: 340 }}
          onSearch={(v) => set({ ref: v.trim() || null })}
        />
        <DayRangeFilter from={from} to={to} onChange={(r) => set({ jfrom: r.from, jto: r.to })} />
        <Button onClick={() => void exportCsv()} loading={exporting} style={{ marginLeft: 'auto' }}>
          Xuất CSV
        </Button>
      </Flex>
      {isError ? (
        <LoadError
          message="Không tải được bút toán"
          description={apiError(error).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Table<Journal>
          rowKey="id"
          size="small"
          loading={isLoading || isFetching}
          dataSource={data?.items ?? []}
          scroll={{ x: 900 }}
          locale={{ emptyText: ref || refType || from || to ? 'Không có bút toán nào khớp bộ lọc' : 'Chưa có bút toán nào' }}
          expandable={{
            expandedRowKeys: expandedKeys,
            onExpandedRowsChange: (keys) => setExpanded(keys),
            expandedRowRender: (j) => <JournalLinesTable lines={j.lines} showBalance />,
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => update({ jpage: p > 1 ? String(p) : null }),
            showTotal: (t) => `${t} bút toán`,
          }}
          columns={[
            { title: 'Thời gian', dataIndex: 'created_at', width: 150, render: (v: string) => <DateTime value={v} /> },
            { title: 'Diễn giải', dataIndex: 'memo' },
            {
              title: 'Tham chiếu',
              key: 'ref',
              render: (_: unknown, j) =>
                j.reference_type ? (
                  <Flex vertical gap={2} align="flex-start">
                    <Tag>{JOURNAL_REFERENCE_LABELS[j.reference_type] ?? j.reference_type}</Tag>
                    {j.reference_id ? (
                      <Typography.Link style={{ fontSize: 12 }} onClick={() => set({ ref: j.reference_id, ref_type: j.reference_type })}>
                        {j.reference_id}
                      </Typography.Link>
                    ) : null}
                  </Flex>
                ) : (
                  '—'
                ),
            },
            {
              title: 'Mã bút toán',
              dataIndex: 'posting_key',
              render: (v: string) => (
                <Typography.Text code style={{ fontSize: 12 }}>
                  {v}
                </Typography.Text>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
