import { EmptyPage } from '@/shared/ui/empty-page';

/** `/admin/dashboard`: the platform at a glance. */
export default function AdminDashboardPage() {
  return (
    <EmptyPage
      title="Bảng điều khiển quản trị"
      description="Số liệu toàn sàn: thành viên, shop, đơn hàng, đấu giá và doanh thu."
      emptyText="Chưa có số liệu nào của toàn sàn"
    />
  );
}
