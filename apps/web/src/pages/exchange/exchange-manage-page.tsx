import { EXCHANGE_OFFER_STATUSES, type ExchangeOfferStatus } from '@cho-gundam/contracts/core';
import { MY_TRADES_PARAMS, MyTrades } from '@/features/exchange';
import { ManageTabs, type ManageTab } from '@/features/exchange/components/manage-tabs';
import { useCurrentUser } from '@/features/session';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';

const TABS: ManageTab[] = ['sent', 'received', 'trades'];

/**
 * `/exchange/manage` (signed in): my trades by stage, and the offers I made and received
 * (`?tab=trades|sent|received&page=&status=`, the last two for the offer tabs; the trades tab keeps
 * its own `trades=&stage=&trades_page=`, `MY_TRADES_PARAMS`).
 */
export default function ExchangeManagePage() {
  const user = useCurrentUser();
  const { params, update } = useQueryParams();
  const tab = params.get('tab') as ManageTab | null;
  const page = Number(params.get('page'));
  const status = params.get('status') as ExchangeOfferStatus | null;
  if (!user) return null;
  return (
    <section className="cg-page">
      <PageHeading
        title="Quản lý trao đổi"
        description="Giao dịch đang diễn ra và đã xong, cùng những đề nghị trao đổi bạn đã gửi hoặc nhận: chỉnh sửa khi được yêu cầu, rút lại, hoặc trả lời người đề nghị."
      />
      <ManageTabs
        viewerId={user.id}
        tab={tab && TABS.includes(tab) ? tab : 'trades'}
        tradesTab={<MyTrades />}
        page={Number.isInteger(page) && page > 0 ? page : 1}
        status={status && EXCHANGE_OFFER_STATUSES.includes(status) ? status : null}
        onChange={(patch) =>
          update({
            // another tab leaves the trades tab's own parameters behind
            ...('tab' in patch
              ? { tab: patch.tab === 'trades' ? null : patch.tab, ...Object.fromEntries(MY_TRADES_PARAMS.map((k) => [k, null])) }
              : {}),
            ...('page' in patch ? { page: patch.page === 1 ? null : patch.page } : {}),
            ...('status' in patch ? { status: patch.status } : {}),
          })
        }
      />
    </section>
  );
}
