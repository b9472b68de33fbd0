import { ModeratorDashboardView, periodFrom } from '@/features/dashboards';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';

/** `/moderator/dashboard`: what is waiting for a moderator, and how the market moves; the charts' period lives in the URL (`?days=7|30|90`). */
export default function ModeratorDashboardPage() {
  const { params, update } = useQueryParams();
  const period = periodFrom(params.get('days'));
  return (
    <section className="cg-page">
      <PageHeading title="Bảng điều khiển" description="Những việc đang chờ kiểm duyệt và diễn biến của sàn theo tuần." />
      <ModeratorDashboardView period={period} onPeriodChange={(days) => update({ days: days === '30' ? null : days }, { replace: true })} />
    </section>
  );
}
