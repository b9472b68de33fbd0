import { Link } from 'react-router';
import { Empty } from 'antd';
import { Statistic } from '@/shared/ui/statistic';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { Card } from '@/shared/ui/card';
import { TileGrid } from '@/shared/ui/tile-grid';
import { Typography } from '@/shared/ui/typography';
import { CategoryBars, TimeSeriesChart } from '@/shared/ui/data-charts';
import { useSettingText } from '@/shared/api/public-settings-api';
import { apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { LoadError } from '@/shared/ui/load-error';
import { statusBars, totalRevenue } from '../report-logic';
import { useSellerRevenue } from '../revenue-data';

/** The dashboard's money: revenue KPIs, revenue per day (30 days) and orders by status (the shared charts, shared/ui/data-charts). */
export function RevenuePanel() {
  const { currentData: data, error, refetch, isFetching } = useSellerRevenue();
  const confirmWithin = useSettingText('order_confirm_hours');
  if (!data && error !== undefined) {
    return (
      <LoadError
        message="Không tải được doanh thu của shop"
        description={apiError(error).message}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  }
  if (!data) {
    return (
      <Card size="small" aria-busy="true" aria-label="Đang tải doanh thu">
        <TextSkeleton rows={4} />
      </Card>
    );
  }
  const total = totalRevenue(data.revenue_per_day);
  const statuses = statusBars(data.orders_by_status);
  const open =
    (data.orders_by_status.pending ?? 0) +
    (data.orders_by_status.packaging ?? 0) +
    (data.orders_by_status.delivering ?? 0) +
    (data.orders_by_status.delivered ?? 0);
  return (
    <TileGrid columns={{ xs: 1 }} gap={16}>
      <TileGrid columns={{ xs: 2, lg: 4 }} gap={16}>
        <div>
          <Card size="small" className="cg-kpi">
            <Statistic title="Doanh thu tháng này" value={formatMoney(data.revenue_this_month)} />
            <Link to="/shop/report-management">Xem báo cáo</Link>
          </Card>
        </div>
        <div>
          <Card size="small" className="cg-kpi">
            <Statistic title="Chờ thanh toán" value={formatMoney(data.pending_amount)} />
            <Link to="/shop/transition">Xem giao dịch</Link>
          </Card>
        </div>
        <div>
          <Card size="small" className="cg-kpi">
            <Statistic title="Đơn chờ xác nhận" value={data.orders_by_status.pending ?? 0} />
            <Link to="/shop/order-management?status=pending">Xác nhận trong {confirmWithin}</Link>
          </Card>
        </div>
        <div>
          <Card size="small" className="cg-kpi">
            <Statistic title="Đơn đang xử lý" value={open} />
            <Link to="/shop/order-management">Quản lý đơn hàng</Link>
          </Card>
        </div>
      </TileGrid>
      <TileGrid columns={{ xl: [14, 10] }} gap={16}>
        <div>
          <Card
            title="Doanh thu 30 ngày qua"
            size="small"
            extra={<Typography.Text type="secondary">Tổng: {formatMoney(total)}</Typography.Text>}
          >
            {total === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có doanh thu trong 30 ngày qua" />
            ) : (
              <TimeSeriesChart
                data={data.revenue_per_day}
                kind="money"
                ariaLabel={`Doanh thu mỗi ngày trong 30 ngày qua, tổng cộng ${formatMoney(total)}`}
                series={[{ key: 'revenue', name: 'Doanh thu', color: '#0f766e', shape: 'bar' }]}
              />
            )}
          </Card>
        </div>
        <div>
          <Card title="Đơn hàng theo trạng thái" size="small">
            {statuses.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Shop chưa có đơn hàng nào" />
            ) : (
              <CategoryBars data={statuses} kind="count" ariaLabel="Số đơn hàng của shop theo từng trạng thái" />
            )}
          </Card>
        </div>
      </TileGrid>
    </TileGrid>
  );
}
