import { useState } from 'react';
import { Button, Card, Flex, Select, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { TOPUP_STATUS_LABELS, type ModeratorTopup } from '@cho-gundam/contracts';
import { downloadCsv } from '@/shared/lib/download-csv';
import { apiError } from '@/shared/lib/form-helpers';
import { toast } from '@/shared/ui/toast';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useModTopupsQuery, useQueryTopupGatewayMutation } from '../../wallet-api';

const COLORS = { pending: 'gold', succeeded: 'green', failed: 'red', expired: 'default' } as const;
const statusOptions = [
  { value: '', label: 'Tất cả trạng thái' },
  ...Object.entries(TOPUP_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * Top-ups with their gateway state, the ones the gateway reported oddly (late payment, amount
 * mismatch) flagged for review; "Tra cứu cổng" asks the gateway now (what the status-query job
 * does on its schedule) and credits a payment it confirms, once. CSV of the filtered list.
 */
export function TopupsTable() {
  const [status, setStatus] = useState('');
  const [review, setReview] = useState('');
  const [ask, { isLoading: asking, originalArgs: askingId }] = useQueryTopupGatewayMutation();
  const [exporting, setExporting] = useState(false);
  async function queryGateway(t: ModeratorTopup) {
    try {
      const r = await ask(t.id).unwrap();
      const show = r.outcome === 'credited' || r.outcome === 'already_credited' || r.outcome === 'not_paid' ? toast.success : toast.warning;
      show({ message: `Giao dịch ${t.app_trans_id}`, description: r.outcome_label });
    } catch (err) {
      toast.error({ message: 'Không tra cứu được cổng thanh toán', description: apiError(err).message });
    }
  }
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv(
        '/moderator/topups.csv',
        { status: status || undefined, needs_review: review || undefined },
        `nap-tien-${dayjs().format('YYYY-MM-DD')}.csv`,
      );
    } catch (err) {
      toast.error({ message: 'Không xuất được CSV', description: apiError(err).message });
    } finally {
      setExporting(false);
    }
  }
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, error, refetch } = useModTopupsQuery({
    page,
    page_size: 20,
    ...(status ? { status } : {}),
    ...(review ? { needs_review: review } : {}),
  });
  return (
    <Card title="Giao dịch nạp tiền">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          value={status}
          options={statusOptions}
          onChange={(v) => (setStatus(v), setPage(1))}
          style={{ minWidth: 180 }}
          aria-label="Lọc theo trạng thái"
        />
        <Select
          value={review}
          onChange={(v) => (setReview(v), setPage(1))}
          style={{ minWidth: 200 }}
          aria-label="Lọc giao dịch cần kiểm tra"
          options={[
            { value: '', label: 'Tất cả giao dịch' },
            { value: 'true', label: 'Cần kiểm tra' },
          ]}
        />
        <Button onClick={() => void exportCsv()} loading={exporting} style={{ marginLeft: 'auto' }}>
          Xuất CSV
        </Button>
      </Flex>
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Table<ModeratorTopup>
          rowKey="id"
          size="middle"
          scroll={{ x: 900 }}
          loading={isLoading || isFetching}
          dataSource={data?.items ?? []}
          locale={{ emptyText: 'Không có giao dịch nạp tiền nào' }}
          pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage, showTotal: (t) => `${t} giao dịch` }}
          columns={[
            { title: 'Thời gian', dataIndex: 'created_at', render: (v: string) => <DateTime value={v} /> },
            {
              title: 'Thành viên',
              key: 'user',
              render: (_: unknown, t) => (
                <Flex vertical>
                  <span>{t.user_name}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t.user_email}
                  </Typography.Text>
                </Flex>
              ),
            },
            { title: 'Số tiền', dataIndex: 'amount', align: 'right' as const, render: (v: number) => <MoneyText value={v} strong /> },
            {
              title: 'Mã giao dịch',
              key: 'ids',
              render: (_: unknown, t) => (
                <Flex vertical>
                  <Typography.Text code>{t.app_trans_id}</Typography.Text>
                  {t.gateway_trans_id ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      ZaloPay: {t.gateway_trans_id}
                    </Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
            { title: 'Cổng', dataIndex: 'provider', render: (p: string) => (p === 'zalopay' ? 'ZaloPay' : 'Thử nghiệm') },
            {
              title: 'Trạng thái',
              key: 'status',
              render: (_: unknown, t) => (
                <Flex gap={4} wrap>
                  <Tag color={COLORS[t.status]}>{t.status_label}</Tag>
                  {t.needs_review ? (
                    <Tooltip title={t.review_reason}>
                      <Tag color="red">Cần kiểm tra</Tag>
                    </Tooltip>
                  ) : null}
                </Flex>
              ),
            },
            {
              title: 'Tra cứu cổng',
              key: 'query',
              render: (_: unknown, t) => (
                <Flex vertical gap={2} align="flex-start">
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t.last_queried_at ? (
                      <>
                        Lần cuối: <DateTime value={t.last_queried_at} />
                      </>
                    ) : (
                      'Chưa tra cứu'
                    )}
                  </Typography.Text>
                  {t.status !== 'succeeded' ? (
                    <Button size="small" loading={asking && askingId === t.id} onClick={() => void queryGateway(t)}>
                      Tra cứu cổng thanh toán
                    </Button>
                  ) : null}
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
