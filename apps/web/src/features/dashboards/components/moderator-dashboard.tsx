import { Col, Row } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@cho-gundam/contracts/core';
import { apiError } from '@/shared/lib/form-helpers';
import { formatDateTime, formatMoney, formatNumber } from '@/shared/lib/format';
import { LoadError } from '@/shared/ui/load-error';
import { PeriodPicker, TimeSeriesChart } from '@/shared/ui/data-charts';
import { shortDay } from '../dashboard-figures';
import { useModeratorDashboard } from '../dashboards-data';
import { DashboardLoading } from './dashboard-loading';
import { QueueCards } from './queue-cards';
import { WeekComparison } from './week-comparison';
import '../dashboards.css';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** `/moderator/dashboard`: the queues waiting for staff, this week against last, and the chosen period's trends. */
export function ModeratorDashboardView({
  period,
  onPeriodChange,
}: {
  period: DashboardPeriod;
  onPeriodChange: (p: DashboardPeriod) => void;
}) {
  // fresh on every visit: the queues move with every decision
  const { currentData: data, error, refetch, isFetching } = useModeratorDashboard(period);
  if (!data && error !== undefined) {
    return (
      <LoadError message="Không tải được bảng điều khiển" description={apiError(error).message} onRetry={refetch} retrying={isFetching} />
    );
  }
  if (!data) return <DashboardLoading label="Đang tải bảng điều khiển" />;
  const s = data.series;
  const within = `trong ${data.days} ngày qua`;
  return (
    <div className="cg-dash">
      <section aria-labelledby="cg-dash-queues">
        <Typography.Title level={2} id="cg-dash-queues" className="cg-dash__title">
          Việc đang chờ
        </Typography.Title>
        <QueueCards queues={data.queues} />
      </section>
      <section aria-labelledby="cg-dash-week">
        <Typography.Title level={2} id="cg-dash-week" className="cg-dash__title">
          Tuần này so với tuần trước
        </Typography.Title>
        <WeekComparison thisWeek={data.this_week} lastWeek={data.last_week} />
      </section>
      <section aria-labelledby="cg-dash-trends">
        <Typography.Title level={2} id="cg-dash-trends" className="cg-dash__title">
          {data.days} ngày qua
        </Typography.Title>
        <div className="cg-dash__toolbar cg-dash__toolbar--below">
          <PeriodPicker value={period} options={DASHBOARD_PERIODS} onChange={onPeriodChange} />
          <Typography.Text type="secondary">
            {shortDay(data.from)} – {shortDay(data.to)}
          </Typography.Text>
        </div>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Card size="small" title="Đơn hàng, đấu giá và trao đổi" extra={`${formatNumber(sum(s.map((p) => p.orders)))} đơn`}>
              <TimeSeriesChart
                data={s}
                kind="count"
                ariaLabel={`Số đơn hàng mới, phiên đấu giá kết thúc và giao dịch trao đổi hoàn tất mỗi ngày ${within}`}
                series={[
                  { key: 'orders', name: 'Đơn hàng mới', color: '#1d4ed8', shape: 'bar' },
                  { key: 'auctions', name: 'Đấu giá kết thúc', color: '#ea580c' },
                  { key: 'exchanges', name: 'Trao đổi hoàn tất', color: '#0d9488' },
                ]}
              />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card size="small" title="GMV mỗi ngày" extra={`Tổng: ${formatMoney(sum(s.map((p) => p.gmv)))}`}>
              <TimeSeriesChart
                data={s}
                kind="money"
                ariaLabel={`Giá trị hàng hóa của các đơn hoàn tất mỗi ngày ${within}`}
                series={[{ key: 'gmv', name: 'GMV', color: '#0f766e', shape: 'bar' }]}
              />
            </Card>
          </Col>
          <Col xs={24}>
            <Card size="small" title="Thành viên mới" extra={`${formatNumber(sum(s.map((p) => p.new_members)))} người`}>
              <TimeSeriesChart
                data={s}
                kind="count"
                height={200}
                ariaLabel={`Số thành viên mới mỗi ngày ${within}`}
                series={[{ key: 'new_members', name: 'Thành viên mới', color: '#7c3aed' }]}
              />
            </Card>
          </Col>
        </Row>
      </section>
      <Typography.Text type="secondary">
        Cập nhật lúc {formatDateTime(data.generated_at)} · giờ Việt Nam, tuần tính từ thứ Hai.
      </Typography.Text>
    </div>
  );
}
