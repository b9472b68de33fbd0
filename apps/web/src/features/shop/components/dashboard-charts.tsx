import { Card, Col, Empty, Row, Typography } from 'antd';
import type { SellerDashboard } from '@cho-gundam/contracts';
import { BarChart, DonutChart, HorizontalBarChart } from '@/shared/ui/charts';
import { planSlices, publishedBars, totalPublished, viewBars } from '../dashboard-data';

/** Three small SVG charts (no chart library): listings per day, most viewed kits, plan usage. */
export function DashboardCharts({ data }: { data: SellerDashboard }) {
  const bars = publishedBars(data.recent_published);
  const total = totalPublished(data.recent_published);
  const views = viewBars(data.views_top);
  const sub = data.subscription;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card title="Sản phẩm đăng bán 30 ngày qua" size="small" extra={<Typography.Text type="secondary">Tổng: {total}</Typography.Text>}>
          {total === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa đăng bán sản phẩm nào trong 30 ngày qua" />
          ) : (
            <BarChart data={bars} ariaLabel={`Số sản phẩm đăng bán mỗi ngày trong 30 ngày qua, tổng cộng ${total}`} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title="Gói dịch vụ" size="small">
          <DonutChart
            data={planSlices(sub.listings_used, sub.max_listings)}
            ariaLabel={`Đã dùng ${sub.listings_used} lượt đăng bán${sub.max_listings === null ? '' : ` trên ${sub.max_listings}`}`}
            centerValue={sub.max_listings === null ? String(sub.listings_used) : `${sub.listings_used}/${sub.max_listings}`}
            centerLabel={sub.max_listings === null ? 'không giới hạn' : 'lượt đăng bán'}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card title="Sản phẩm được xem nhiều nhất" size="small">
          {views.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="Chưa có lượt xem nào. Lượt xem được tính khi người mua mở trang sản phẩm."
            />
          ) : (
            <HorizontalBarChart data={views} ariaLabel="Các sản phẩm được xem nhiều nhất và số lượt xem" />
          )}
        </Card>
      </Col>
    </Row>
  );
}
