import { ModeratorDashboardView } from '@/features/dashboards';
import { PageHeading } from '@/shared/ui/page-heading';

/** `/moderator/dashboard`: what is waiting for a moderator, and how the market moves. */
export default function ModeratorDashboardPage() {
  return (
    <section className="cg-page">
      <PageHeading title="Bảng điều khiển" description="Những việc đang chờ kiểm duyệt và diễn biến của sàn theo tuần." />
      <ModeratorDashboardView />
    </section>
  );
}
