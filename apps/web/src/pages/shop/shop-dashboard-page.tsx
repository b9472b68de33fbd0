import { ButtonLink } from '@/shared/ui/button-link';
import { Card } from '@/shared/ui/card';
import { TileGrid } from '@/shared/ui/tile-grid';
import { DashboardCharts } from '@/features/shop/components/dashboard-charts';
import { DashboardKpis } from '@/features/shop/components/dashboard-kpis';
import { RevenuePanel } from '@/features/orders/components/revenue-panel';
import { useSellerDashboard } from '@/features/shop/dashboard-data';
import { apiError } from '@/shared/lib/form-helpers';
import { LoadError } from '@/shared/ui/load-error';
import { PageHeading } from '@/shared/ui/page-heading';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import './shop-pages.css';

function Loading() {
  return (
    <TileGrid columns={{ xs: 2, lg: 3, xxl: 6 }} gap={16} aria-busy="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i}>
          <Card size="small">
            <TextSkeleton title={false} rows={2} />
          </Card>
        </div>
      ))}
      <div className="cg-tile-grid__full">
        <Card size="small">
          <TextSkeleton rows={6} />
        </Card>
      </div>
    </TileGrid>
  );
}

/** `/shop/dashboard`: listings, views and plan usage, then revenue and orders (their own endpoint, `/shop/revenue`). */
export default function ShopDashboardPage() {
  // fresh on every visit: the figures move with each publish, sale or view
  const { currentData: data, error, refetch, isFetching } = useSellerDashboard();
  return (
    <section className="cg-page">
      <PageHeading
        title="Bảng điều khiển"
        description="Tổng quan doanh thu, đơn hàng, sản phẩm, lượt xem và gói dịch vụ của shop."
        extra={
          <ButtonLink type="primary" to="/shop/management?action=add">
            Thêm sản phẩm
          </ButtonLink>
        }
      />
      {!data && error !== undefined ? (
        <LoadError
          message="Không tải được số liệu của shop"
          description={apiError(error).message}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <DashboardKpis data={data} />
          <RevenuePanel />
          <DashboardCharts data={data} />
        </>
      )}
    </section>
  );
}
