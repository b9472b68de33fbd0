import { Flex, Select, Table, Tag, Tooltip } from 'antd';
import { Card } from '@/shared/ui/card';
import { Avatar } from '@/shared/ui/avatar';
import { Typography } from '@/shared/ui/typography';
import { ACCOUNT_STATUS_LABELS, MEMBER_SORTS, ROLE_LABELS, ROLES, type MemberListItem, type MemberSort } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { readSort, sortableColumn, sortFromSorter, type SortableColumns } from '@/shared/lib/table-sort';
import { DateTime } from '@/shared/ui/date-time';
import { ListSearch } from '@/shared/ui/list-search';
import { LoadError } from '@/shared/ui/load-error';
import { useMembersQuery } from '../user-admin-api';
import { MemberDrawer } from './member-drawer';

const PAGE_SIZE = 20;
const STATUS_COLORS = { active: 'green', locked: 'red' } as const;
const ROLE_COLORS = { member: 'default', seller: 'blue', moderator: 'purple', admin: 'magenta' } as const;
const roleOptions = [{ value: '', label: 'Mọi vai trò' }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))];
const SORTS: SortableColumns<MemberSort> = {
  name: { ascend: 'name_asc', descend: 'name_desc' },
  created_at: { ascend: 'oldest', descend: 'newest' },
};
const statusOptions = [
  { value: '', label: 'Mọi trạng thái' },
  { value: 'active', label: ACCOUNT_STATUS_LABELS.active },
  { value: 'locked', label: ACCOUNT_STATUS_LABELS.locked },
];

/**
 * `/moderator/user-management`: server-side search by name, e-mail or phone with role and status
 * filters, sorted by name or join date on the server; the query, filters, sort, page and the open
 * member (`?user=<id>`) live in the URL.
 */
export function MemberSearch() {
  const { params, update } = useQueryParams();
  const q = params.get('q') ?? undefined;
  const role = params.get('role') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = readSort(params.get('sort'), MEMBER_SORTS, 'newest');
  const openId = params.get('user');
  const { data, isLoading, isFetching, isError, error, refetch } = useMembersQuery({
    page,
    page_size: PAGE_SIZE,
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
    ...(status ? { status } : {}),
    ...(sort !== 'newest' ? { sort } : {}),
  });
  return (
    <Card>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <ListSearch
          value={q}
          onSearch={(v) => update({ q: v, page: undefined })}
          placeholder="Tên, email hoặc số điện thoại"
          label="Tìm người dùng"
          className="cg-user-search"
        />
        <Select
          value={role}
          options={roleOptions}
          onChange={(v) => update({ role: v, page: undefined })}
          style={{ minWidth: 170 }}
          aria-label="Lọc theo vai trò"
        />
        <Select
          value={status}
          options={statusOptions}
          onChange={(v) => update({ status: v, page: undefined })}
          style={{ minWidth: 170 }}
          aria-label="Lọc theo trạng thái"
        />
      </Flex>
      {isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : (
        <Table<MemberListItem>
          rowKey="id"
          size="middle"
          scroll={{ x: 860 }}
          loading={isLoading || isFetching}
          dataSource={data?.items ?? []}
          locale={{ emptyText: q ? 'Không tìm thấy người dùng nào khớp từ khóa' : 'Chưa có người dùng nào' }}
          onRow={(u) => ({ onClick: () => update({ user: u.id }), style: { cursor: 'pointer' } })}
          onChange={(_p, _f, sorter, extra) => {
            if (extra.action === 'sort') update({ sort: sortFromSorter(SORTS, sorter, 'newest'), page: undefined });
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: (p) => update({ page: p > 1 ? p : undefined }),
            showTotal: (t) => `${t} tài khoản`,
          }}
          columns={[
            {
              title: 'Người dùng',
              ...sortableColumn<MemberListItem, MemberSort>(SORTS, 'name', sort, 'newest'),
              render: (_: unknown, u) => (
                <Flex gap={8} align="center">
                  <Avatar src={u.avatar_url ?? undefined} alt="">
                    {u.full_name.slice(0, 1)}
                  </Avatar>
                  <Flex vertical>
                    <Typography.Link onClick={() => update({ user: u.id })}>{u.full_name}</Typography.Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {u.email}
                    </Typography.Text>
                  </Flex>
                </Flex>
              ),
            },
            { title: 'Số điện thoại', dataIndex: 'phone_number', render: (v: string | null) => v ?? '—' },
            {
              title: 'Vai trò',
              dataIndex: 'role',
              render: (r: MemberListItem['role']) => <Tag color={ROLE_COLORS[r]}>{ROLE_LABELS[r]}</Tag>,
            },
            {
              title: 'Trạng thái',
              key: 'status',
              render: (_: unknown, u) => (
                <Tooltip title={u.locked_reason ? `Lý do: ${u.locked_reason}` : undefined}>
                  <Tag color={STATUS_COLORS[u.status]}>{ACCOUNT_STATUS_LABELS[u.status]}</Tag>
                </Tooltip>
              ),
            },
            {
              title: 'Ngày tham gia',
              dataIndex: 'created_at',
              ...sortableColumn<MemberListItem, MemberSort>(SORTS, 'created_at', sort, 'newest'),
              render: (v: string) => <DateTime value={v} />,
            },
          ]}
        />
      )}
      <MemberDrawer userId={openId} onClose={() => update({ user: undefined })} />
    </Card>
  );
}
