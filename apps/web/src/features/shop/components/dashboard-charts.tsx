import { Empty } from 'antd';
import { Card } from '@/shared/ui/card';
import { TileGrid } from '@/shared/ui/tile-grid';
import { Typography } from '@/shared/ui/typography';
import type { SellerDashboard } from '@cho-gundam/contracts';
import { CategoryBars, ShareDonut, TimeSeriesChart } from '@/shared/ui/data-charts';
import { planSlices, totalPublished, viewBars } from '../dashboard-data';

/** Three charts (the shared charts, shared/ui/data-charts): listings per day, plan usage, most viewed kits. */
export function DashboardCharts({ data }: { data: SellerDashboard }) {
  const total = totalPublished(data.recent_published);
  const views = viewBars(data.views_top);
  const sub = data.subscription;
  return (
    <TileGrid columns={{ xl: [16, 8] }} gap={16}>
      <div>
        <Card title="Sản phẩm đăng bán 30 ngày qua" size="small" extra={<Typography.Text type="secondary">Tổng: {total}</Typography.Text>}>
          {total === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa đăng bán sản phẩm nào trong 30 ngày qua" />
          ) : (
            <TimeSeriesChart
              data={data.recent_published}
              kind="count"
              ariaLabel={`Số sản phẩm đăng bán mỗi ngày trong 30 ngày qua, tổng cộng ${total}`}
              series={[{ key: 'count', name: 'Sản phẩm đăng bán', color: '#1d4ed8', shape: 'bar' }]}
            />
          )}
        </Card>
      </div>
      <div>
        <Card title="Gói dịch vụ" size="small">
          <ShareDonut
            data={planSlices(sub.listings_used, sub.max_listings)}
            ariaLabel={`Đã dùng ${sub.listings_used} lượt đăng bán${sub.max_listings === null ? '' : ` trên ${sub.max_listings}`}`}
            centerValue={sub.max_listings === null ? String(sub.listings_used) : `${sub.listings_used}/${sub.max_listings}`}
            centerLabel={sub.max_listings === null ? 'không giới hạn' : 'lượt đăng bán'}
          />
        </Card>
      </div>
      <div className="cg-tile-grid__full">
        <Card title="Sản phẩm được xem nhiều nhất" size="small">
          {views.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="Chưa có lượt xem nào. Lượt xem được tính khi người mua mở trang sản phẩm."
            />
          ) : (
            <CategoryBars data={views} kind="count" labelWidth={220} ariaLabel="Các sản phẩm được xem nhiều nhất và số lượt xem" />
          )}
        </Card>
      </div>
    </TileGrid>
  );
}
