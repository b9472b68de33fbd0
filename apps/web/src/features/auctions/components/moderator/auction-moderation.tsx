import { Tabs } from 'antd';
import { Badge } from '@/shared/ui/badge';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import { useModAuctionRequestsQuery } from '../../auctions-api';
import {
  MOD_PAGE_SIZE,
  MOD_TAB_LABELS,
  MOD_TABS,
  pagePatch,
  parseModView,
  statusPatch,
  tabPatch,
  type ModTab,
} from '../../moderation-logic';
import { AuctionTable } from './auction-table';
import { RequestTable } from './request-table';
import './moderation.css';

/**
 * `/moderator/auction-management`: the pending queue (with its count on the tab), every request by
 * status, and every auction. Tab, filter, page and the open request live in the URL
 * (`?tab=requests&status=rejected&page=2&request=<id>`), so a reload or a shared link shows the same.
 */
export function AuctionModeration() {
  const { params, update } = useQueryParams();
  const view = parseModView(params);
  // the queue's first page: the same request as the pending tab's, so the count and the tab share one cache entry
  const queue = useModAuctionRequestsQuery({ status: 'pending', page: 1, page_size: MOD_PAGE_SIZE });
  const pending = queue.data?.total;

  const onStatus = (status: string) => update(statusPatch(status));
  const onPage = (page: number) => update(pagePatch(page));
  const onOpen = (id: string | null) => update({ request: id ?? undefined });

  const body = (tab: ModTab) =>
    tab !== view.tab ? null : tab === 'auctions' ? (
      <AuctionTable view={view} onStatus={onStatus} onPage={onPage} />
    ) : (
      <RequestTable view={view} mode={tab === 'pending' ? 'queue' : 'all'} onStatus={onStatus} onPage={onPage} onOpen={onOpen} />
    );

  return (
    <section className="cg-page">
      <PageHeading
        title="Quản lý đấu giá"
        description="Duyệt hoặc từ chối yêu cầu đấu giá của người bán, đổi thời gian và hủy phiên khi cần. Mọi thao tác được ghi vào nhật ký kiểm duyệt."
      />
      <Tabs
        activeKey={view.tab}
        onChange={(k) => update(tabPatch(k as ModTab))}
        items={MOD_TABS.map((tab) => ({
          key: tab,
          label:
            tab === 'pending' ? (
              <span>
                {MOD_TAB_LABELS.pending}{' '}
                <Badge count={pending ?? 0} overflowCount={99} showZero={pending !== undefined} color={pending ? '#fa8c16' : '#bfbfbf'} />
              </span>
            ) : (
              MOD_TAB_LABELS[tab]
            ),
          children: body(tab),
        }))}
      />
    </section>
  );
}
