import type { ReactNode } from 'react';
import { Button, Empty, Select, Table, type TableColumnsType } from 'antd';
import { apiError } from '@/shared/lib/form-helpers';
import { LoadError } from '@/shared/ui/load-error';
import './moderator/moderation.css';

interface Props<T> {
  /** the status filter (URL state) and its choices */
  status: string;
  statusOptions: { value: string; label: string }[];
  statusLabel: string;
  onStatus: (status: string) => void;
  /** the list query's state */
  query: { data?: { items: T[]; total: number }; isLoading: boolean; isFetching: boolean; isError: boolean; error?: unknown };
  reload: () => void;
  errorMessage: string;
  columns: TableColumnsType<T>;
  scrollX: number;
  empty: ReactNode;
  rowLabel: (row: T) => string;
  /** "phiên" / "yêu cầu", in "1-20 của 45 phiên" */
  unit: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** The auction back-office tables (seller and moderator): status filter, reload, error, empty state, paging. */
export function PagedStatusTable<T extends { id: string }>(p: Props<T>) {
  const { data, isLoading, isFetching, isError, error } = p.query;
  return (
    <>
      <div className="cg-mod-toolbar">
        <Select value={p.status} options={p.statusOptions} onChange={p.onStatus} style={{ minWidth: 200 }} aria-label={p.statusLabel} />
        <span className="cg-mod-toolbar__spacer" />
        <Button onClick={p.reload} loading={isFetching && !isLoading}>
          Tải lại
        </Button>
      </div>
      {isError ? (
        <LoadError message={p.errorMessage} description={apiError(error).message} onRetry={p.reload} retrying={isFetching} />
      ) : (
        <Table<T>
          rowKey="id"
          size="middle"
          columns={p.columns}
          dataSource={data?.items ?? []}
          loading={isLoading || (isFetching && !data)}
          scroll={{ x: p.scrollX }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={p.empty} /> }}
          onRow={(r) => ({ 'aria-label': p.rowLabel(r) }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: p.page,
            pageSize: p.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total, [a, b]) => `${a}-${b} của ${total} ${p.unit}`,
            onChange: p.onPage,
          }}
        />
      )}
    </>
  );
}
