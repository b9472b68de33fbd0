import { useState } from 'react';
import { Table } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import type { PlatformSettingChange } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { usePlatformSettingHistoryQuery } from '../admin-config-api';

const PAGE_SIZE = 10;

/** Who changed which setting, when, from what to what, and why (newest first). */
export function SettingsHistory() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, error, refetch } = usePlatformSettingHistoryQuery({ page, page_size: PAGE_SIZE });
  return (
    <Card title="Lịch sử thay đổi" size="small">
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Table<PlatformSettingChange>
          rowKey="id"
          size="small"
          scroll={{ x: 760 }}
          loading={isLoading || isFetching}
          dataSource={data?.items ?? []}
          locale={{ emptyText: 'Chưa có thay đổi nào: các giá trị mặc định đang được áp dụng' }}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage, showTotal: (t) => `${t} thay đổi` }}
          columns={[
            { title: 'Thời gian', dataIndex: 'changed_at', width: 150, render: (v: string) => <DateTime value={v} /> },
            { title: 'Cài đặt', dataIndex: 'label' },
            {
              title: 'Cũ → mới',
              key: 'change',
              render: (_: unknown, c) => (
                <span>
                  <Typography.Text type="secondary">{c.old_display}</Typography.Text> → <strong>{c.new_display}</strong>
                </span>
              ),
            },
            { title: 'Người thay đổi', dataIndex: 'changed_by_name', render: (v: string | null) => v ?? '—' },
            { title: 'Ghi chú', dataIndex: 'reason', ellipsis: true, render: (v: string | null) => v ?? '—' },
          ]}
        />
      )}
    </Card>
  );
}
