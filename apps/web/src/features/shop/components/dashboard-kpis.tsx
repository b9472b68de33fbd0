import { Link } from 'react-router';
import { Statistic } from '@/shared/ui/statistic';
import { Card } from '@/shared/ui/card';
import { TileGrid } from '@/shared/ui/tile-grid';
import { ProgressLine } from '@/shared/ui/progress-line';
import { Typography } from '@/shared/ui/typography';
import type { SellerDashboard } from '@cho-gundam/contracts';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { quotaPercent, quotaText } from '../seller-plan';
import '../shop.css';

const NOTE_NO_ORDERS = 'Sẽ có số liệu khi shop có đơn hàng đầu tiên.';

/**
 * The notes under the revenue and order figures: the "first order" hint only while there is no
 * order at all; otherwise what the figure counts (revenue comes from completed orders only).
 */
export function orderFigureNotes(d: Pick<SellerDashboard, 'completed_orders_count' | 'processing_orders_count'>) {
  const done = d.completed_orders_count;
  const open = d.processing_orders_count;
  if (done + open === 0) return { revenue: NOTE_NO_ORDERS, orders: NOTE_NO_ORDERS };
  return {
    revenue: done > 0 ? `Từ ${done} đơn đã hoàn tất` : `Ghi nhận khi đơn hoàn tất · ${open} đơn đang xử lý`,
    orders: `${open} đang xử lý · ${done} đã hoàn tất`,
  };
}

/** The shop at a glance: listings, stock, views, plan usage, and the money/order figures (0 until orders exist). */
export function DashboardKpis({ data }: { data: SellerDashboard }) {
  const sub = data.subscription;
  const orders = data.completed_orders_count + data.processing_orders_count;
  const notes = orderFigureNotes(data);
  return (
    <TileGrid columns={{ xs: 2, lg: 3, xxl: 6 }} gap={16}>
      <div>
        <Card size="small" className="cg-kpi">
          <Statistic title="Sản phẩm đang bán" value={data.published_count} />
          <Link to="/shop/management?status=published">Xem danh sách</Link>
        </Card>
      </div>
      <div>
        <Card size="small" className="cg-kpi">
          <Statistic title="Trong kho" value={data.in_store_count} />
          <Link to="/shop/management?status=in_store">Chọn sản phẩm để đăng bán</Link>
        </Card>
      </div>
      <div>
        <Card size="small" className="cg-kpi">
          <Statistic title="Lượt xem" value={data.total_views} />
          <Typography.Text type="secondary" className="cg-kpi__note">
            Tổng lượt xem các sản phẩm
          </Typography.Text>
        </Card>
      </div>
      <div>
        <Card size="small" className="cg-kpi">
          <Statistic title={`Gói dịch vụ · ${sub.subscription_name}`} value={quotaText(sub.listings_used, sub.max_listings)} />
          {sub.max_listings !== null && (
            <ProgressLine
              percent={quotaPercent(sub.listings_used, sub.max_listings)}
              status={sub.remaining === 0 ? 'exception' : 'normal'}
            />
          )}
          <Typography.Text type="secondary" className="cg-kpi__note">
            {sub.expired
              ? 'Gói trả phí đã hết hạn, đang áp dụng giới hạn gói dùng thử.'
              : sub.end_date
                ? `Lượt đăng bán · hết hạn ${formatDate(sub.end_date)}`
                : 'Lượt đăng bán · không thời hạn'}
          </Typography.Text>
        </Card>
      </div>
      <div>
        <Card size="small" className="cg-kpi">
          <Statistic title="Doanh thu" value={formatMoney(data.total_income)} />
          <Typography.Text type="secondary" className="cg-kpi__note" data-testid="kpi-revenue-note">
            {notes.revenue}
          </Typography.Text>
        </Card>
      </div>
      <div>
        <Card size="small" className="cg-kpi">
          <Statistic title="Đơn hàng" value={orders} />
          <Typography.Text type="secondary" className="cg-kpi__note" data-testid="kpi-orders-note">
            {notes.orders}
          </Typography.Text>
        </Card>
      </div>
    </TileGrid>
  );
}
