import { AdminDashboardView, periodFrom } from '@/features/dashboards';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';

/** `/admin/dashboard`: the platform at a glance; the period lives in the URL (`?days=7|30|90`). */
export default function AdminDashboardPage() {
  const { params, update } = useQueryParams();
  const period = periodFrom(params.get('days'));
  return (
    <section className="cg-page">
      <PageHeading
        title="Tổng quan"
        description="Số liệu toàn sàn: thành viên, người bán, GMV, doanh thu nền tảng, ví, đơn hàng và đấu giá."
      />
      <AdminDashboardView period={period} onPeriodChange={(days) => update({ days: days === '30' ? null : days }, { replace: true })} />
    </section>
  );
}
