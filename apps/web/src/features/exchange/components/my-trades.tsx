import { Link } from 'react-router';
import { Empty, Select, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { Avatar } from '@/shared/ui/avatar';
import { UserOutlined } from '@ant-design/icons';
import { HISTORY_TRADE_STAGES, LIVE_TRADE_STAGES, TRADE_STAGE_LABELS, type Exchange, type TradeStage } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { useMyTradesQuery } from '../trade-api';
import { mine, NEXT_ACTION_LABELS, nextAction, parcelsOf, tradePath } from '../trade-logic';
import '../trade.css';

const TABS = [
  { key: 'live', label: 'Đang diễn ra', stages: LIVE_TRADE_STAGES, empty: 'Bạn không có giao dịch nào đang diễn ra' },
  { key: 'history', label: 'Lịch sử', stages: HISTORY_TRADE_STAGES, empty: 'Chưa có giao dịch nào kết thúc' },
] as const;
type Tab = (typeof TABS)[number];
export const TRADES_PAGE_SIZE = 10;

/**
 * The URL parameters of this tab (`?trades=history&stage=completed&trades_page=2`; absent = "Đang
 * diễn ra", every stage, page 1): named apart from the page's own `tab`, `status` and `page`, which
 * belong to the offer tabs. The page clears them when it switches to another tab.
 */
export const MY_TRADES_PARAMS = ['trades', 'stage', 'trades_page'] as const;

/** The tab, stage and page the URL asks for; anything unknown (a stage of the other tab too) reads as the default. */
function parseMyTrades(params: URLSearchParams): { tab: Tab; stage: TradeStage | null; page: number } {
  const tab = TABS.find((x) => x.key === params.get('trades')) ?? TABS[0];
  const stage = (tab.stages as readonly string[]).includes(params.get('stage') ?? '') ? (params.get('stage') as TradeStage) : null;
  const page = Number(params.get('trades_page'));
  return { tab, stage, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

const STAGE_COLORS: Record<TradeStage, string> = {
  fees: 'gold',
  packing: 'blue',
  shipping: 'geekblue',
  receiving: 'cyan',
  completed: 'green',
  canceled: 'default',
  failed: 'red',
};

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
  // the stage from the two parcels (the stored status stays "packaging" until the trade ends)
  { title: 'Giai đoạn', key: 'stage', render: (_, t) => <Tag color={STAGE_COLORS[t.stage]}>{TRADE_STAGE_LABELS[t.stage]}</Tag> },
  {
    title: 'Việc của bạn',
    key: 'next',
    render: (_, t) => {
      const a = nextAction(t, parcelsOf(t));
      return a === 'none' ? '—' : <strong>{NEXT_ACTION_LABELS[a]}</strong>;
    },
  },
  { title: 'Bắt đầu', key: 'created', render: (_, t) => <DateTime value={t.created_at} /> },
  { title: '', key: 'link', render: (_, t) => <Link to={tradePath(t.id)}>Xem giao dịch</Link> },
];

interface TableProps {
  tab: Tab;
  stage: TradeStage | null;
  page: number;
  onStage: (stage: TradeStage | null) => void;
  onPage: (page: number) => void;
}

function TradeTable({ tab, stage, page, onStage, onPage }: TableProps) {
  const q = useMyTradesQuery({ page, page_size: TRADES_PAGE_SIZE, stage: stage ?? tab.key }, { refetchOnMountOrArgChange: 30 });
  return (
    <>
      <Select<TradeStage | 'all'>
        aria-label="Giai đoạn giao dịch"
        style={{ minWidth: 240, marginBottom: 12 }}
        value={stage ?? 'all'}
        onChange={(v) => onStage(v === 'all' ? null : v)}
        options={[{ value: 'all', label: 'Mọi giai đoạn' }, ...tab.stages.map((s) => ({ value: s, label: TRADE_STAGE_LABELS[s] }))]}
      />
      {q.isError ? (
        <LoadError
          message="Không tải được giao dịch của bạn"
          description={apiError(q.error).message}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <Table<Exchange>
          rowKey="id"
          columns={columns}
          dataSource={q.data?.items ?? []}
          loading={q.isLoading || q.isFetching}
          scroll={{ x: 900 }}
          onRow={(t) => ({ 'aria-label': `Giao dịch với ${mine(t)?.partner.full_name ?? ''}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{
            emptyText: q.isLoading ? (
              ' '
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={stage ? 'Không có giao dịch nào ở giai đoạn này' : tab.empty}>
                <Link to="/exchange">Xem bảng trao đổi</Link>
              </Empty>
            ),
          }}
          pagination={{
            current: page,
            pageSize: TRADES_PAGE_SIZE,
            total: q.data?.total ?? 0,
            onChange: onPage,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
        />
      )}
    </>
  );
}

/**
 * My trades, in progress or ended ("Lịch sử"), by stage: the other side, the kits, the stage, my next
 * action, the link. The tab, the stage and the page live in the URL (`MY_TRADES_PARAMS`), so a reload,
 * the back button or a shared link shows the same list.
 */
export function MyTrades() {
  const { params, update } = useQueryParams();
  const { tab, stage, page } = parseMyTrades(params);
  return (
    <section className="cg-panel" aria-label="Giao dịch trao đổi của tôi" data-testid="my-trades">
      <Tabs
        activeKey={tab.key}
        // another tab starts on every stage, at its first page (a new stage too, below)
        onChange={(k) => update({ trades: k === 'live' ? null : k, stage: null, trades_page: null })}
        items={TABS.map((x) => ({ key: x.key, label: x.label }))}
      />
      <TradeTable
        tab={tab}
        stage={stage}
        page={page}
        onStage={(s) => update({ stage: s, trades_page: null })}
        onPage={(p) => update({ trades_page: p === 1 ? null : p })}
      />
    </section>
  );
}
