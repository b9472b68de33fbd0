import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar, Empty, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { EXCHANGE_STATUS_LABELS, type Exchange } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { useMyTradesQuery } from '../trade-api';
import { mine, NEXT_ACTION_LABELS, nextAction, tradePath } from '../trade-logic';
import '../trade.css';

const TABS = [
  { key: 'live', label: 'Đang diễn ra' },
  { key: 'completed', label: 'Hoàn tất' },
  { key: 'canceled', label: 'Đã hủy' },
  { key: 'all', label: 'Tất cả' },
] as const;
type TabKey = (typeof TABS)[number]['key'];
const PAGE_SIZE = 10;
/** a member rarely has more trades in progress than this; the two live statuses are listed whole */
const LIVE_MAX = 100;

const kitNames = (kits: Exchange['poster_kits']) => kits.map((k) => `${k.grade_code} ${k.name}`).join(', ');

const columns: TableColumnsType<Exchange> = [
  {
    title: 'Bên kia',
    key: 'partner',
    render: (_, t) => {
      const m = mine(t);
      const p = m?.partner ?? t.offerer;
      return (
        <span>
          <Avatar size="small" src={p.avatar_url ?? undefined} icon={<UserOutlined />} /> {p.full_name}
        </span>
      );
    },
  },
  { title: 'Bạn gửi', key: 'mine', render: (_, t) => kitNames(mine(t)?.myKits ?? []) },
  { title: 'Bạn nhận', key: 'theirs', render: (_, t) => kitNames(mine(t)?.partnerKits ?? []) },
  {
    title: 'Trạng thái',
    key: 'status',
    render: (_, t) => (
      <Tag color={t.status === 'completed' ? 'green' : t.status === 'canceled' || t.status === 'failed' ? 'red' : 'blue'}>
        {EXCHANGE_STATUS_LABELS[t.status]}
      </Tag>
    ),
  },
  {
    title: 'Việc của bạn',
    key: 'next',
    render: (_, t) => {
      const a = nextAction(t);
      return a === 'none' ? '—' : <strong>{NEXT_ACTION_LABELS[a]}</strong>;
    },
  },
  { title: 'Bắt đầu', key: 'created', render: (_, t) => <DateTime value={t.created_at} /> },
  { title: '', key: 'link', render: (_, t) => <Link to={tradePath(t.id)}>Xem giao dịch</Link> },
];

function TradeTable({ tab }: { tab: TabKey }) {
  const [page, setPage] = useState(1);
  const live = tab === 'live';
  const pending = useMyTradesQuery({ page: 1, page_size: LIVE_MAX, status: 'pending' }, { skip: !live, refetchOnMountOrArgChange: 30 });
  const packaging = useMyTradesQuery({ page: 1, page_size: LIVE_MAX, status: 'packaging' }, { skip: !live, refetchOnMountOrArgChange: 30 });
  const list = useMyTradesQuery(
    { page, page_size: PAGE_SIZE, status: tab === 'all' || live ? undefined : tab },
    { skip: live, refetchOnMountOrArgChange: 30 },
  );
  const queries = live ? [pending, packaging] : [list];
  const failed = queries.find((q) => q.isError);
  if (failed)
    return (
      <LoadError
        message="Không tải được giao dịch của bạn"
        description={apiError(failed.error).message}
        onRetry={() => queries.forEach((q) => void q.refetch())}
        retrying={queries.some((q) => q.isFetching)}
      />
    );
  const loading = queries.some((q) => !q.data);
  const rows = live ? [...(pending.data?.items ?? []), ...(packaging.data?.items ?? [])] : (list.data?.items ?? []);
  return (
    <Table<Exchange>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading || queries.some((q) => q.isFetching)}
      scroll={{ x: 900 }}
      onRow={(t) => ({ 'aria-label': `Giao dịch với ${mine(t)?.partner.full_name ?? ''}` }) as React.HTMLAttributes<HTMLElement>}
      locale={{
        emptyText: loading ? (
          ' '
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={live ? 'Bạn không có giao dịch nào đang diễn ra' : 'Chưa có giao dịch nào'}
          >
            <Link to="/exchange">Xem bảng trao đổi</Link>
          </Empty>
        ),
      }}
      pagination={
        live ? false : { current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }
      }
    />
  );
}

/** My trades by stage (in progress / completed / canceled / all): the other side, the kits, the status, my next action, the link. */
export function MyTrades() {
  const [tab, setTab] = useState<TabKey>('live');
  return (
    <section className="cg-panel" aria-label="Giao dịch trao đổi của tôi" data-testid="my-trades">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as TabKey)} items={TABS.map((x) => ({ key: x.key, label: x.label }))} />
      <TradeTable key={tab} tab={tab} />
    </section>
  );
}
