import { Button, Flex, Image, Select, Table, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import { Link } from 'react-router';
import {
  FLAG_REASON_LABELS,
  FLAG_STATUS_LABELS,
  FLAG_STATUSES,
  FLAG_TARGET_LABELS,
  FLAG_TARGET_TYPES,
  type FlagStatus,
  type FlagTargetType,
} from '@cho-gundam/contracts/core';
import { FLAG_QUEUE_SORTS, type FlagGroup, type FlagQueueSort } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { readSort, sortableColumn, sortFromSorter, type SortableColumns } from '@/shared/lib/table-sort';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { useFlagGroupsQuery } from '../../flags-api';
import { FlagDrawer } from './flag-drawer';

const PAGE_SIZE = 20;
const SORTS: SortableColumns<FlagQueueSort> = {
  count: { ascend: 'reports_asc', descend: 'reports_desc' },
  last_at: { ascend: 'latest_asc', descend: 'latest_desc' },
};

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/** `?target=listing:<id>` ↔ the drawer's target. */
export function parseTarget(v: string | null): { type: FlagTargetType; id: string } | null {
  if (!v) return null;
  const i = v.indexOf(':');
  const type = oneOf(FLAG_TARGET_TYPES, v.slice(0, i));
  const id = v.slice(i + 1);
  return type && id ? { type, id } : null;
}

/**
 * `/moderator/flags`: the reports grouped by target, most reported first or sorted on the server by
 * a header (reports, latest report); status, type, sort, page and the open drawer live in the URL
 * (`?status=open&type=listing&sort=latest_desc&page=2&target=listing:<id>`).
 */
export function FlagsQueue() {
  const { params, update } = useQueryParams();
  const status: FlagStatus = oneOf(FLAG_STATUSES, params.get('status')) ?? 'open';
  const type = oneOf(FLAG_TARGET_TYPES, params.get('type'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = readSort(params.get('sort'), FLAG_QUEUE_SORTS, 'reports_desc');
  const target = parseTarget(params.get('target'));
  const { data, isLoading, isFetching, isError, error, refetch } = useFlagGroupsQuery({
    status,
    page,
    page_size: PAGE_SIZE,
    ...(type ? { target_type: type } : {}),
    ...(sort !== 'reports_desc' ? { sort } : {}),
  });

  return (
    <Card>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          value={status}
          aria-label="Lọc theo trạng thái"
          style={{ minWidth: 160 }}
          options={FLAG_STATUSES.map((s) => ({ value: s, label: FLAG_STATUS_LABELS[s] }))}
          onChange={(v) => update({ status: v === 'open' ? null : v, page: null })}
        />
        <Select
          value={type ?? ''}
          aria-label="Lọc theo loại nội dung"
          style={{ minWidth: 200 }}
          options={[
            { value: '', label: 'Tất cả loại nội dung' },
            ...FLAG_TARGET_TYPES.map((t) => ({ value: t, label: FLAG_TARGET_LABELS[t] })),
          ]}
          onChange={(v) => update({ type: v || null, page: null })}
        />
      </Flex>
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Table<FlagGroup>
          rowKey={(g) => `${g.target.type}:${g.target.id}`}
          size="small"
          scroll={{ x: 900 }}
          loading={isLoading || isFetching}
          dataSource={data?.items ?? []}
          locale={{ emptyText: status === 'open' ? 'Không có báo cáo vi phạm nào đang chờ xử lý' : 'Chưa có báo cáo nào đã xử lý' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => update({ page: p === 1 ? null : p }),
            showTotal: (t) => `${t} nội dung bị báo cáo`,
          }}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action === 'sort') update({ sort: sortFromSorter(SORTS, sorter, 'reports_desc'), page: null });
          }}
          onRow={(g) => ({ onDoubleClick: () => update({ target: `${g.target.type}:${g.target.id}` }) })}
          columns={[
            {
              title: 'Nội dung',
              key: 'target',
              render: (_: unknown, g: FlagGroup) => (
                <Flex gap={8} align="flex-start">
                  {g.target.image_url ? (
                    <Image src={g.target.image_url} width={48} height={48} alt="" style={{ objectFit: 'cover' }} />
                  ) : null}
                  <span className="cg-tag-line">
                    <Tag>{FLAG_TARGET_LABELS[g.target.type]}</Tag>
                    {g.target.link ? (
                      <Link to={g.target.link}>{g.target.title ?? 'Xem trang'}</Link>
                    ) : (
                      (g.target.title ?? 'Không còn tồn tại')
                    )}
                    {g.target.hidden ? (
                      <Tag color="red" style={{ marginLeft: 8 }}>
                        Đã ẩn
                      </Tag>
                    ) : null}
                  </span>
                </Flex>
              ),
            },
            // room for a full Vietnamese name on one or two lines (without a width the content column took it all)
            { title: 'Chủ sở hữu', key: 'owner', width: 160, render: (_: unknown, g: FlagGroup) => g.target.owner?.full_name ?? '—' },
            {
              title: 'Số báo cáo',
              dataIndex: 'count',
              ...sortableColumn<FlagGroup, FlagQueueSort>(SORTS, 'count', sort, 'reports_desc'),
              align: 'right' as const,
              width: 130,
              render: (n: number) => <strong>{n}</strong>,
            },
            {
              title: 'Lý do',
              key: 'reasons',
              render: (_: unknown, g: FlagGroup) => (
                <Flex gap={4} wrap>
                  {g.reasons.map((r) => (
                    <Tag key={r.reason} color="volcano">
                      {FLAG_REASON_LABELS[r.reason]} × {r.count}
                    </Tag>
                  ))}
                </Flex>
              ),
            },
            {
              title: 'Báo cáo gần nhất',
              dataIndex: 'last_at',
              ...sortableColumn<FlagGroup, FlagQueueSort>(SORTS, 'last_at', sort, 'reports_desc'),
              width: 170,
              render: (v: string) => (
                <Typography.Text style={{ fontSize: 12 }}>
                  <DateTime value={v} />
                </Typography.Text>
              ),
            },
            {
              title: 'Thao tác',
              key: 'actions',
              width: 110,
              render: (_: unknown, g: FlagGroup) => (
                <Button
                  size="small"
                  type={status === 'open' ? 'primary' : 'default'}
                  onClick={() => update({ target: `${g.target.type}:${g.target.id}` })}
                >
                  {status === 'open' ? 'Xử lý' : 'Xem'}
                </Button>
              ),
            },
          ]}
        />
      )}
      <FlagDrawer target={target} onClose={() => update({ target: null })} />
    </Card>
  );
}
