import { Link } from 'react-router';
import { Avatar } from '@/shared/ui/avatar';
import { UserOutlined } from '@ant-design/icons';
import { HISTORY_TRADE_STAGES, LIVE_TRADE_STAGES, TRADE_STAGE_LABELS, type TradeStage } from '@cho-gundam/contracts/core';
import type { Exchange } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LazySelect } from '@/shared/ui/lazy-select';
import { ListPagination } from '@/shared/ui/list-pagination';
import { LoadError } from '@/shared/ui/load-error';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PlainTable, type PlainColumn } from '@/shared/ui/plain-table';
import { TabBar } from '@/shared/ui/tab-bar';
import { Label, type LabelColor } from '@/shared/ui/tag';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { useMyTrades } from '../my-trades-data';
import { mine, NEXT_ACTION_LABELS, nextAction, parcelsOf, tradePath } from '../trade-logic';
import '../trade.css';
import './manage.css';

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

// canceled: antd's default grey
const STAGE_COLORS: Record<TradeStage, LabelColor | undefined> = {
  fees: 'gold',
  packing: 'blue',
  shipping: 'geekblue',
  receiving: 'cyan',
  completed: 'green',
  canceled: undefined,
  failed: 'red',
};

const kitNames = (kits: Exchange['poster_kits']) => kits.map((k) => `${k.grade_code} ${k.name}`).join(', ');

// the rows are a plain table in antd's Table look (shared/ui/plain-table.tsx), not antd's Table (issue 13)
const columns: PlainColumn<Exchange>[] = [
  {
    title: 'Bên kia',
    key: 'partner',
    render: (t) => {
      const m = mine(t);
      const p = m?.partner ?? t.offerer;
      return (
        <span>
          <Avatar size="small" src={p.avatar_url ?? undefined} icon={<UserOutlined />} /> {p.full_name}
        </span>
      );
    },
  },
  { title: 'Bạn gửi', key: 'mine', render: (t) => kitNames(mine(t)?.myKits ?? []) },
  { title: 'Bạn nhận', key: 'theirs', render: (t) => kitNames(mine(t)?.partnerKits ?? []) },
  // the stage from the two parcels (the stored status stays "packaging" until the trade ends)
  { title: 'Giai đoạn', key: 'stage', render: (t) => <Label color={STAGE_COLORS[t.stage]}>{TRADE_STAGE_LABELS[t.stage]}</Label> },
  {
    title: 'Việc của bạn',
    key: 'next',
    render: (t) => {
      const a = nextAction(t, parcelsOf(t));
      return a === 'none' ? '—' : <strong>{NEXT_ACTION_LABELS[a]}</strong>;
    },
  },
  { title: 'Bắt đầu', key: 'created', render: (t) => <DateTime value={t.created_at} /> },
  { title: '', key: 'link', render: (t) => <Link to={tradePath(t.id)}>Xem giao dịch</Link> },
];

interface TableProps {
  tab: Tab;
  stage: TradeStage | null;
  page: number;
  onStage: (stage: TradeStage | null) => void;
  onPage: (page: number) => void;
}

function TradeTable({ tab, stage, page, onStage, onPage }: TableProps) {
  // another page or stage on its way: the rows shown stay, dimmed (PlainTable's busy)
  const q = useMyTrades({ page, page_size: TRADES_PAGE_SIZE, stage: stage ?? tab.key });
  const data = q.currentData;
  let body;
  if (!data && q.error === undefined)
    body = (
      <div role="status" aria-label="Đang tải giao dịch">
        <TextSkeleton rows={4} />
      </div>
    );
  else if (!data)
    body = (
      <LoadError
        message="Không tải được giao dịch của bạn"
        description={apiError(q.error).message}
        onRetry={q.refetch}
        retrying={q.isFetching}
      />
    );
  else
    body = (
      <>
        <PlainTable<Exchange>
          rowKey={(t) => t.id}
          columns={columns}
          rows={data.items}
          busy={q.isFetching}
          minWidth={900}
          rowLabel={(t) => `Giao dịch với ${mine(t)?.partner.full_name ?? ''}`}
          empty={
            <PageEmpty description={stage ? 'Không có giao dịch nào ở giai đoạn này' : tab.empty}>
              <Link to="/exchange">Xem bảng trao đổi</Link>
            </PageEmpty>
          }
        />
        <ListPagination
          className="cg-table-pagination"
          align="end"
          current={page}
          pageSize={TRADES_PAGE_SIZE}
          total={data.total}
          onChange={onPage}
          showSizeChanger={false}
          hideOnSinglePage
        />
      </>
    );
  return (
    <>
      <LazySelect<TradeStage | 'all'>
        aria-label="Giai đoạn giao dịch"
        style={{ minWidth: 240, marginBottom: 12 }}
        value={stage ?? 'all'}
        onChange={(v) => onStage(v === 'all' || v === undefined ? null : v)}
        options={[{ value: 'all', label: 'Mọi giai đoạn' }, ...tab.stages.map((s) => ({ value: s, label: TRADE_STAGE_LABELS[s] }))]}
      />
      {body}
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
      <TabBar
        className="cg-manage-tabs"
        label="Giao dịch đang diễn ra hoặc đã kết thúc"
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
