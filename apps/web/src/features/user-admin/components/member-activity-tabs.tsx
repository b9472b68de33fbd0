import { Table, Tag } from 'antd';
import type { TabsProps } from 'antd';
import { Link } from 'react-router';
import { FLAG_REASON_LABELS, FLAG_STATUS_LABELS, FLAG_TARGET_LABELS, type MemberDetail } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';

type Trade = MemberDetail['trades'][number];
type FlagRow = MemberDetail['flags'][number];

/** The member drawer's "Trao đổi" and "Bị báo cáo" tabs: the member's trades and the reports against them. */
export function memberActivityTabs(data: MemberDetail): NonNullable<TabsProps['items']> {
  return [
    {
      key: 'trades',
      label: `Trao đổi (${data.trades.length})`,
      children: (
        <Table<Trade>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.trades}
          locale={{ emptyText: 'Chưa có giao dịch trao đổi nào' }}
          columns={[
            {
              title: 'Mã trao đổi',
              dataIndex: 'id',
              render: (id: string) => <Link to={`/moderator/exchange-management?id=${id}`}>{id.slice(0, 8).toUpperCase()}</Link>,
            },
            { title: 'Vai trò', dataIndex: 'role', render: (r: Trade['role']) => (r === 'poster' ? 'Người đăng' : 'Người đề nghị') },
            { title: 'Bên còn lại', key: 'other', render: (_: unknown, r) => r.other.full_name || '—' },
            { title: 'Trạng thái', dataIndex: 'status_label' },
            { title: 'Ngày tạo', dataIndex: 'created_at', render: (v: string) => <DateTime value={v} /> },
          ]}
        />
      ),
    },
    {
      key: 'flags',
      label: `Bị báo cáo (${data.flags.length})`,
      children: (
        <Table<FlagRow>
          rowKey={(r) => `${r.target_type}:${r.target_id}`}
          size="small"
          pagination={false}
          dataSource={data.flags}
          locale={{ emptyText: 'Chưa có báo cáo vi phạm nào' }}
          columns={[
            {
              title: 'Nội dung bị báo cáo',
              key: 'target',
              render: (_: unknown, r) => (
                <span>
                  <Tag>{FLAG_TARGET_LABELS[r.target_type]}</Tag>
                  <Link to={`/moderator/flags?status=${r.status}&target=${r.target_type}:${r.target_id}`}>
                    {r.title ?? 'Không còn tồn tại'}
                  </Link>
                </span>
              ),
            },
            { title: 'Lý do', dataIndex: 'reasons', render: (v: FlagRow['reasons']) => v.map((x) => FLAG_REASON_LABELS[x]).join(', ') },
            { title: 'Số báo cáo', dataIndex: 'count', align: 'right' as const },
            {
              title: 'Trạng thái',
              dataIndex: 'status',
              render: (s: FlagRow['status']) => <Tag color={s === 'open' ? 'orange' : 'default'}>{FLAG_STATUS_LABELS[s]}</Tag>,
            },
            { title: 'Gần nhất', dataIndex: 'last_at', render: (v: string) => <DateTime value={v} /> },
          ]}
        />
      ),
    },
  ];
}
