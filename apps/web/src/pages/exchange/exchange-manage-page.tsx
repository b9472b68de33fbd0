import { EmptyPage } from '@/shared/ui/empty-page';

/** `/exchange/manage`: the member's exchanges and the offers they made or received. */
export default function ExchangeManagePage() {
  return (
    <EmptyPage
      title="Quản lý trao đổi"
      description="Các cuộc trao đổi đang diễn ra và những đề nghị trao đổi bạn đã gửi hoặc nhận."
      emptyText="Bạn chưa có cuộc trao đổi hay đề nghị trao đổi nào"
    />
  );
}
