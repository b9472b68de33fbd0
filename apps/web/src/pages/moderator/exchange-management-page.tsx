import { EmptyPage } from '@/shared/ui/empty-page';

/** `/moderator/exchange-management`: exchanges and complaints. */
export default function ExchangeManagementPage() {
  return (
    <EmptyPage
      title="Quản lý trao đổi"
      description="Theo dõi các cuộc trao đổi và xử lý khiếu nại."
      emptyText="Chưa có cuộc trao đổi nào để hiển thị"
    />
  );
}
