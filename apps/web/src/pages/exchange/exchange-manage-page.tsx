import { MyTrades } from '@/features/exchange';
import { ManageTabs, type ManageTab } from '@/features/exchange/components/manage-tabs';
import { useCurrentUser } from '@/features/session';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';

const TABS: ManageTab[] = ['sent', 'received', 'trades'];

/** `/exchange/manage` (signed in): my trades by stage, and the offers I made and received (`?tab=trades|sent|received&page=`). */
export default function ExchangeManagePage() {
  const user = useCurrentUser();
  const { params, update } = useQueryParams();
  const tab = params.get('tab') as ManageTab | null;
  const page = Number(params.get('page'));
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
        onChange={(patch) =>
          update({
            ...('tab' in patch ? { tab: patch.tab === 'trades' ? null : patch.tab } : {}),
            ...('page' in patch ? { page: patch.page === 1 ? null : patch.page } : {}),
          })
        }
      />
    </section>
  );
}
