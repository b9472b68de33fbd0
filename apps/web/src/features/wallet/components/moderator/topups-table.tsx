import { useState } from 'react';
import { Card, Flex, Select, Table, Tag, Tooltip, Typography } from 'antd';
import { TOPUP_STATUS_LABELS, type ModeratorTopup } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useModTopupsQuery } from '../../wallet-api';

const COLORS = { pending: 'gold', succeeded: 'green', failed: 'red', expired: 'default' } as const;
const statusOptions = [
  { value: '', label: 'Tất cả trạng thái' },
  ...Object.entries(TOPUP_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/** Top-ups, with the ones the gateway reported oddly (late payment, amount mismatch) flagged for review. */
export function TopupsTable() {
  const [status, setStatus] = useState('');
  const [review, setReview] = useState('');
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
          ]}
        />
      )}
    </Card>
  );
}
