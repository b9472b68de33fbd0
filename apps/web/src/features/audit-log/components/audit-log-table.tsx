import { useState } from 'react';
import { Button, Flex, Input, Select, Table, Tag, Tooltip } from 'antd';
import { Card } from '@/shared/ui/card';
import { DatePicker } from '@/shared/ui/date-picker';
import { Typography } from '@/shared/ui/typography';
import dayjs, { type Dayjs } from '@/shared/lib/dayjs';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, type AuditLogEntry, type AuditLogSort } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { sortableColumn, sortFromSorter, type SortableColumns } from '@/shared/lib/table-sort';
import { DateTime } from '@/shared/ui/date-time';
import { ListSearch } from '@/shared/ui/list-search';
import { LoadError } from '@/shared/ui/load-error';
import { useAuditLogQuery } from '../audit-log-api';
import { AUDIT_PAGE_SIZE, auditArgsFromParams } from '../audit-log-logic';
import { AuditActorPicker } from './audit-actor-picker';
import { AuditEntryDrawer } from './audit-entry-drawer';

const actionOptions = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));
const targetOptions = Object.entries(AUDIT_TARGET_LABELS).map(([value, label]) => ({ value, label }));
const day = (s: string | undefined) => (s ? dayjs(s, 'YYYY-MM-DD') : null);
const SORTS: SortableColumns<AuditLogSort> = { created_at: { ascend: 'oldest', descend: 'newest' } };

/**
 * The staff audit log: newest first (the time header turns it), every filter and the sort in the URL
 * (a link reproduces the view), a row opens the drawer with before → after. The actor is chosen by
 * name in "Người thực hiện" or by clicking a name; clicking a target filters by it.
 */
export function AuditLogTable() {
  const { params, update } = useQueryParams();
  const args = auditArgsFromParams(params);
  const [open, setOpen] = useState<AuditLogEntry | null>(null);
  const [actorLabel, setActorLabel] = useState<{ id: string; label: string } | null>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useAuditLogQuery(args);
  const filter = (patch: Record<string, string | undefined | null>) => update({ ...patch, page: null });
  const anyFilter = ['actor_id', 'action', 'target_type', 'target_id', 'from', 'to', 'q'].some((k) => params.get(k));

  return (
    <Card>
      <Flex gap={12} wrap style={{ marginBottom: 16 }} role="search" aria-label="Lọc nhật ký thao tác">
        <AuditActorPicker
          value={args.actor_id}
          valueLabel={
            actorLabel?.id === args.actor_id
              ? actorLabel?.label
              : (data?.items.find((i) => i.actor_id === args.actor_id)?.actor_name ?? undefined)
          }
          onChange={(actor_id, label) => {
            if (actor_id && label) setActorLabel({ id: actor_id, label });
            filter({ actor_id });
          }}
        />
        <Select
          allowClear
          placeholder="Thao tác"
          value={args.action}
          options={actionOptions}
          onChange={(v?: string) => filter({ action: v })}
          style={{ minWidth: 220 }}
          aria-label="Lọc theo thao tác"
        />
        <Select
          allowClear
          placeholder="Loại đối tượng"
          value={args.target_type}
          options={targetOptions}
          onChange={(v?: string) => filter({ target_type: v })}
          style={{ minWidth: 180 }}
          aria-label="Lọc theo loại đối tượng"
        />
        <Input
          key={`target-${args.target_id ?? ''}`}
          allowClear
          placeholder="Mã đối tượng"
          defaultValue={args.target_id}
          onPressEnter={(e) => filter({ target_id: e.currentTarget.value.trim() || undefined })}
          onBlur={(e) =>
            e.currentTarget.value.trim() !== (args.target_id ?? '') && filter({ target_id: e.currentTarget.value.trim() || undefined })
          }
          style={{ width: 220 }}
          aria-label="Lọc theo mã đối tượng"
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          placeholder={['Từ ngày', 'Đến ngày']}
          value={[day(args.from), day(args.to)]}
          allowEmpty={[true, true]}
          onChange={(v) => {
            const [from, to] = (v ?? [null, null]) as [Dayjs | null, Dayjs | null];
            filter({ from: from?.format('YYYY-MM-DD'), to: to?.format('YYYY-MM-DD') });
          }}
          aria-label="Khoảng thời gian"
        />
        <div style={{ flex: '1 1 240px', maxWidth: 340 }}>
          <ListSearch placeholder="Tìm trong lý do" value={args.q} label="Tìm trong lý do" onSearch={(q) => filter({ q })} />
        </div>
        {anyFilter ? (
          <Button
            onClick={() =>
              update({ actor_id: null, action: null, target_type: null, target_id: null, from: null, to: null, q: null, page: null })
            }
          >
            Xóa bộ lọc
          </Button>
        ) : null}
      </Flex>
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Table<AuditLogEntry>
          rowKey="id"
          size="small"
          scroll={{ x: 1000 }}
          loading={isLoading || isFetching}
          dataSource={data?.items ?? []}
          locale={{ emptyText: anyFilter ? 'Không có thao tác nào khớp bộ lọc' : 'Chưa có thao tác nào được ghi lại' }}
          onRow={(r) => ({ onClick: () => setOpen(r), style: { cursor: 'pointer' } })}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action === 'sort') update({ sort: sortFromSorter(SORTS, sorter, 'newest'), page: null });
          }}
          pagination={{
            current: args.page,
            pageSize: AUDIT_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => update({ page: p > 1 ? p : null }),
            showTotal: (t) => `${t} thao tác`,
          }}
          columns={[
            {
              title: 'Thời gian',
              dataIndex: 'created_at',
              ...sortableColumn<AuditLogEntry, AuditLogSort>(SORTS, 'created_at', args.sort ?? 'newest', 'newest'),
              width: 160,
              render: (v: string) => <DateTime value={v} />,
            },
            {
              title: 'Người thực hiện',
              dataIndex: 'actor_name',
              render: (_: unknown, r) =>
                r.actor_id ? (
                  <Tooltip title="Lọc theo người này">
                    <Typography.Link
                      onClick={(e) => {
                        e.stopPropagation();
                        if (r.actor_id) setActorLabel({ id: r.actor_id, label: r.actor_name ?? r.actor_email ?? '' });
                        filter({ actor_id: r.actor_id });
                      }}
                    >
                      {r.actor_name ?? r.actor_email}
                    </Typography.Link>
                  </Tooltip>
                ) : (
                  'Hệ thống'
                ),
            },
            { title: 'Thao tác', dataIndex: 'action_label', render: (v: string) => <Tag color="blue">{v}</Tag> },
            {
              title: 'Đối tượng',
              dataIndex: 'target_id',
              render: (_: unknown, r) => (
                <Tooltip title="Lọc theo đối tượng này">
                  <Typography.Link
                    onClick={(e) => {
                      e.stopPropagation();
                      filter({ target_type: r.target_type, target_id: r.target_id });
                    }}
                  >
                    {r.target_type_label} · {r.target_id.slice(0, 8)}
                  </Typography.Link>
                </Tooltip>
              ),
            },
            { title: 'Lý do', dataIndex: 'reason', ellipsis: true, render: (v: string | null) => v ?? '—' },
            {
              title: '',
              key: 'open',
              width: 90,
              render: (_: unknown, r) => (
                <Button
                  size="small"
                  onClick={(e) => {
                    e.stopPropagation();
                    setOpen(r);
                  }}
                >
                  Chi tiết
                </Button>
              ),
            },
          ]}
        />
      )}
      <AuditEntryDrawer entry={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
