import { useState } from 'react';
import { Button, Popconfirm, Table, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import type { Withdrawal } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useCancelWithdrawalMutation, useMyWithdrawalsQuery } from '../wallet-api';

export const WITHDRAWAL_STATUS_COLORS = { pending: 'gold', completed: 'green', rejected: 'red', canceled: 'default' } as const;

function CancelButton({ id }: { id: string }) {
  const { message } = useApp();
  const [cancel, canceling] = useCancelWithdrawalMutation();
  return (
    <Popconfirm
      title="Hủy yêu cầu rút tiền?"
      description="Số tiền sẽ được hoàn lại vào số dư khả dụng."
      okText="Hủy yêu cầu"
      cancelText="Không"
      onConfirm={async () => {
        try {
          await cancel(id).unwrap();
          message.success('Đã hủy yêu cầu rút tiền');
        } catch (e) {
          message.error(apiError(e).message);
        }
      }}
    >
      <Button size="small" danger loading={canceling.isLoading}>
        Hủy
      </Button>
    </Popconfirm>
  );
}

/** The member's withdrawal requests, with "Hủy" while pending. */
export function MyWithdrawals() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, error, refetch } = useMyWithdrawalsQuery({ page, page_size: 5 });
  return (
    <Card title="Yêu cầu rút tiền">
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Table<Withdrawal>
          rowKey="id"
          size="small"
          scroll={{ x: 640 }}
          loading={isLoading}
          dataSource={data?.items ?? []}
          locale={{ emptyText: 'Bạn chưa có yêu cầu rút tiền nào' }}
          pagination={{ current: page, pageSize: 5, total: data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            { title: 'Thời gian', dataIndex: 'created_at', render: (v: string) => <DateTime value={v} /> },
            { title: 'Số tiền', dataIndex: 'amount', render: (v: number) => <MoneyText value={v} strong /> },
            { title: 'Tài khoản nhận', key: 'bank', render: (_: unknown, w) => `${w.bank_name} · ${w.account_number}` },
            {
              title: 'Trạng thái',
              key: 'status',
              render: (_: unknown, w) => (
                <>
                  <Tag color={WITHDRAWAL_STATUS_COLORS[w.status]}>{w.status_label}</Tag>
                  {w.reject_reason ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                      Lý do: {w.reject_reason}
                    </Typography.Text>
                  ) : null}
                  {w.bank_reference ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                      Mã giao dịch: {w.bank_reference}
                    </Typography.Text>
                  ) : null}
                </>
              ),
            },
            { title: '', key: 'actions', render: (_: unknown, w) => (w.status === 'pending' ? <CancelButton id={w.id} /> : null) },
          ]}
        />
      )}
    </Card>
  );
}
