import { EmptyPage } from '@/shared/ui/empty-page';

/** `/moderator/dashboard`: what is waiting for a moderator. */
export default function ModeratorDashboardPage() {
  return (
    <EmptyPage
      title="Bảng điều khiển"
      description="Những việc đang chờ kiểm duyệt trên toàn sàn."
      emptyText="Chưa có việc nào cần kiểm duyệt"
    />
  );
}
