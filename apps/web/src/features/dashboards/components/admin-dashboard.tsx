import { Col, Row } from 'antd';
import { Statistic } from '@/shared/ui/statistic';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import type { AdminDashboard } from '@cho-gundam/contracts';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@cho-gundam/contracts/core';
import { apiError } from '@/shared/lib/form-helpers';
import { formatDateTime, formatMoney, formatNumber } from '@/shared/lib/format';
import { LoadError } from '@/shared/ui/load-error';
import { CategoryBars, PeriodPicker, TimeSeriesChart } from '@/shared/ui/data-charts';
import { shortDay } from '../dashboard-figures';
import { usePolling } from '@/shared/hooks/use-polling';
import { useAdminDashboard } from '../dashboards-data';
import { DashboardLoading } from './dashboard-loading';
import '../dashboards.css';

/** The admin dashboard refreshes itself this often. */
export const ADMIN_DASHBOARD_POLL_MS = 60_000;

function Kpi({ title, value, note }: { title: string; value: string; note?: string }) {
  return (
    <Col xs={12} lg={8} xxl={6}>
      <Card size="small" className="cg-dash__kpi">
        <Statistic title={title} value={value} />
        {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
      </Card>
    </Col>
  );
}

function Figures({ d }: { d: AdminDashboard }) {
  const period = `${d.days} ngày`;
  return (
    <>
      <Row gutter={[16, 16]}>
        <Kpi title="Thành viên" value={formatNumber(d.members)} note={`+${formatNumber(d.new_members)} trong ${period}`} />
        <Kpi title={`GMV ${period}`} value={formatMoney(d.gmv)} note="Giá trị hàng của đơn hoàn tất" />
        <Kpi title={`Doanh thu nền tảng ${period}`} value={formatMoney(d.revenue.total)} note="Gói dịch vụ, phí sàn, tiền cọc bị phạt" />
        <Kpi
          title={`Đơn hàng ${period}`}
          value={formatNumber(d.orders_total)}
          note={`${formatNumber(d.auctions_completed)} phiên đấu giá, ${formatNumber(d.exchanges_completed)} giao dịch trao đổi hoàn tất`}
        />
        <Kpi title="Tiền nạp vào ví" value={formatMoney(d.wallet.top_ups)} note={`Trong ${period}`} />
        <Kpi title="Tiền rút khỏi ví" value={formatMoney(d.wallet.withdrawals)} note={`Trong ${period}`} />
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title="GMV và doanh thu nền tảng">
            <TimeSeriesChart
              data={d.series}
              kind="money"
              ariaLabel={`GMV và doanh thu nền tảng mỗi ngày trong ${period}`}
              series={[
                { key: 'gmv', name: 'GMV', color: '#0f766e', shape: 'bar' },
                { key: 'revenue', name: 'Doanh thu nền tảng', color: '#ea580c' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="Dòng tiền ví">
            <TimeSeriesChart
              data={d.series}
              kind="money"
              ariaLabel={`Tiền nạp vào và rút khỏi ví mỗi ngày trong ${period}`}
              series={[
                { key: 'wallet_in', name: 'Nạp vào', color: '#16a34a', shape: 'bar' },
                { key: 'wallet_out', name: 'Rút ra', color: '#dc2626', shape: 'bar' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="Đơn hàng, thành viên mới và đấu giá hoàn tất">
            <TimeSeriesChart
              data={d.series}
              kind="count"
              ariaLabel={`Đơn hàng mới, thành viên mới, phiên đấu giá và giao dịch trao đổi hoàn tất mỗi ngày trong ${period}`}
              series={[
                { key: 'orders', name: 'Đơn hàng mới', color: '#1d4ed8', shape: 'bar' },
                { key: 'new_members', name: 'Thành viên mới', color: '#7c3aed' },
                { key: 'auctions_completed', name: 'Đấu giá hoàn tất', color: '#ea580c' },
                { key: 'exchanges_completed', name: 'Trao đổi hoàn tất', color: '#0d9488' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="Doanh thu nền tảng theo nguồn" extra={formatMoney(d.revenue.total)}>
            <CategoryBars
              kind="money"
              ariaLabel={`Doanh thu nền tảng theo nguồn trong ${period}`}
              color="#ea580c"
              data={[
                { label: 'Gói dịch vụ', value: d.revenue.plans },
                { label: 'Phí sàn đơn hàng', value: d.revenue.order_fees },
                { label: 'Tiền cọc đấu giá bị phạt', value: d.revenue.auction_forfeits },
                ...(d.revenue.other ? [{ label: 'Khác', value: d.revenue.other }] : []),
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Card size="small" title="Người bán theo gói">
            <CategoryBars
              kind="count"
              ariaLabel="Số người bán theo gói dịch vụ đang dùng"
              data={d.sellers_by_plan.map((p) => ({ label: p.name, value: p.sellers }))}
            />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Card size="small" title="Đơn hàng theo loại">
            <CategoryBars
              kind="count"
              ariaLabel={`Đơn hàng theo loại trong ${period}`}
              data={d.orders_by_type.map((o) => ({ label: o.label, value: o.count }))}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title="Đơn hàng theo trạng thái">
            <CategoryBars
              kind="count"
              ariaLabel={`Đơn hàng theo trạng thái trong ${period}`}
              data={d.orders_by_status.map((o) => ({ label: o.label, value: o.count }))}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

/** `/admin/dashboard`: the platform's figures over the chosen period, refreshed every minute. */
export function AdminDashboardView({ period, onPeriodChange }: { period: DashboardPeriod; onPeriodChange: (p: DashboardPeriod) => void }) {
  const { currentData: data, error, refetch, isFetching } = useAdminDashboard(period);
  // every minute while the tab is in front; a failed refresh keeps the figures shown
  usePolling(refetch, ADMIN_DASHBOARD_POLL_MS);
  return (
    <div className="cg-dash">
      <div className="cg-dash__toolbar">
        <PeriodPicker value={period} options={DASHBOARD_PERIODS} onChange={onPeriodChange} />
        {data ? (
          <Typography.Text type="secondary">
            {shortDay(data.from)} – {shortDay(data.to)} · cập nhật lúc {formatDateTime(data.generated_at)}, tự làm mới mỗi phút
          </Typography.Text>
        ) : null}
      </div>
      {!data && error !== undefined ? (
        <LoadError
          message="Không tải được số liệu toàn sàn"
          description={apiError(error).message}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : !data ? (
        <DashboardLoading label="Đang tải số liệu toàn sàn" />
      ) : (
        <Figures d={data} />
      )}
    </div>
  );
}
