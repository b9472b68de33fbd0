import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import { ExchangeDetailDrawer } from './exchange-detail-drawer';
import { ExchangeModerationTable } from './exchange-moderation-table';

/**
 * `/moderator/exchange-management`: every trade (filters in the URL; `?stuck=1` from the dashboard's
 * card), one trade's detail in a drawer (`?id=`) with the decisions "Hoàn tất giao dịch" and
 * "Hoàn tiền cho hai bên".
 */
export function ExchangeManagement() {
  const { params, update } = useQueryParams();
  const openId = params.get('id');
  return (
    <section className="cg-page">
      <PageHeading
        title="Quản lý trao đổi"
        description="Mọi giao dịch trao đổi; giao dịch quá hạn, giao hàng thất bại hoặc có khiếu nại chờ điều hành viên quyết định."
      />
      <ExchangeModerationTable onOpen={(id) => update({ id })} />
      <ExchangeDetailDrawer tradeId={openId} onClose={() => update({ id: null })} />
    </section>
  );
}
