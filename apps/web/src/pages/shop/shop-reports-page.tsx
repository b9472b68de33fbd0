import { useState } from 'react';
import { Button, Col, Empty, Row, Segmented, Skeleton, Table } from 'antd';
import { Statistic } from '@/shared/ui/statistic';
import { Card } from '@/shared/ui/card';
import { DatePicker } from '@/shared/ui/date-picker';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import dayjs from '@/shared/lib/dayjs';
import type { ShopReport } from '@cho-gundam/contracts';
import { useShopReportQuery } from '@/features/orders/orders-api';
import { downloadReportCsv } from '@/features/orders/report-download';
import {
  PERIOD_PRESETS,
  csvFileName,
  periodText,
  presetRange,
  statusBars,
  totalRevenue,
  type PeriodPreset,
} from '@/features/orders/report-logic';
import { CategoryBars, TimeSeriesChart } from '@/shared/ui/data-charts';
import { apiError } from '@/shared/lib/form-helpers';
import { errorMessage } from '@/shared/lib/http';
import { formatMoney } from '@/shared/lib/format';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import './shop-pages.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
type TopKit = ShopReport['top_kits'][number];

/** `/shop/report-management`: revenue, orders and best-selling kits over a period; "Xuất CSV". */
export default function ShopReportsPage() {
  const { message } = useApp();
  const { params, setAll } = useQueryParams();
  const fallback = presetRange('this_month', new Date());
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : fallback.from;
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : fallback.to;
  const preset = PERIOD_PRESETS.find((p) => {
    const r = presetRange(p.key, new Date());
    return r.from === from && r.to === to;
  })?.key;
  const [downloading, setDownloading] = useState(false);
  const { data, isLoading, isError, error, refetch, isFetching } = useShopReportQuery({ from, to }, { refetchOnMountOrArgChange: 30 });

  const setRange = (r: { from: string; to: string }) => setAll({ from: r.from, to: r.to });
  const exportCsv = async () => {
    setDownloading(true);
    try {
      await downloadReportCsv(from, to, csvFileName(from, to));
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setDownloading(false);
    }
  };

  const revenueTotal = data ? totalRevenue(data.per_day) : 0;
  const statuses = data ? statusBars(data.orders_by_status) : [];

  return (
    <section className="cg-page">
      <PageHeading
        title="Báo cáo doanh thu"
        description={`Kỳ báo cáo: ${periodText(from, to)} (theo giờ Việt Nam). Doanh thu tính trên các đơn đã hoàn tất.`}
        extra={
          <Button onClick={() => void exportCsv()} loading={downloading}>
            Xuất CSV
          </Button>
        }
      />
      <Card size="small">
        <Row gutter={[12, 12]} align="middle">
          <Col>
            <Segmented<PeriodPreset | 'custom'>
              value={preset ?? 'custom'}
              options={[
                ...PERIOD_PRESETS.map((p) => ({ value: p.key, label: p.label })),
                { value: 'custom', label: 'Tùy chọn', disabled: true },
              ]}
              onChange={(v) => v !== 'custom' && setRange(presetRange(v, new Date()))}
            />
          </Col>
          <Col>
            <DatePicker.RangePicker
              aria-label="Khoảng thời gian"
              format="DD/MM/YYYY"
              allowClear={false}
              value={[dayjs(from), dayjs(to)]}
              disabledDate={(d) => d.isAfter(dayjs(), 'day')}
              onChange={(v) => {
                if (v?.[0] && v[1]) setRange({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') });
              }}
            />
          </Col>
        </Row>
      </Card>
      {isError ? (
        <LoadError
          message="Không tải được báo cáo"
          description={apiError(error).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isLoading || !data ? (
        <Card size="small" aria-busy="true" aria-label="Đang tải báo cáo">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6}>
              <Card size="small">
                <Statistic title="Doanh thu" value={formatMoney(data.gross_revenue)} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card size="small">
                <Statistic title="Phí sàn" value={formatMoney(data.platform_fees)} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card size="small">
                <Statistic title="Thực nhận" value={formatMoney(data.net_revenue)} />
              </Card>
            </Col>
            <Col xs={12} lg={6}>
              <Card size="small">
                <Statistic
                  title="Đơn hoàn tất"
                  value={data.completed_orders}
                  suffix={<Typography.Text type="secondary">· hủy {data.canceled_orders}</Typography.Text>}
                />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <Card title="Doanh thu theo ngày" size="small">
                {revenueTotal === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có doanh thu trong kỳ này" />
                ) : (
                  <TimeSeriesChart
                    data={data.per_day}
                    kind="money"
                    ariaLabel={`Doanh thu mỗi ngày từ ${periodText(from, to)}, tổng ${formatMoney(revenueTotal)}`}
                    series={[{ key: 'revenue', name: 'Doanh thu', color: '#0f766e', shape: 'bar' }]}
                  />
                )}
              </Card>
            </Col>
            <Col xs={24} xl={10}>
              <Card title="Đơn hàng theo trạng thái" size="small">
                {statuses.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có đơn hàng nào trong kỳ này" />
                ) : (
                  <CategoryBars data={statuses} kind="count" ariaLabel="Số đơn hàng tạo trong kỳ theo trạng thái" />
                )}
              </Card>
            </Col>
          </Row>
          <Card title="Sản phẩm bán chạy" size="small">
            <Table<TopKit>
              rowKey={(k) => `${k.name}-${k.grade}`}
              size="small"
              pagination={false}
              dataSource={data.top_kits}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa bán được sản phẩm nào trong kỳ này" /> }}
              columns={[
                { title: '#', key: 'rank', width: 48, render: (_: unknown, _k: TopKit, i: number) => i + 1 },
                { title: 'Sản phẩm', dataIndex: 'name', key: 'name' },
                { title: 'Phân khúc', dataIndex: 'grade', key: 'grade' },
                { title: 'Số đơn', dataIndex: 'orders', key: 'orders', align: 'right' },
                { title: 'Doanh thu', key: 'revenue', align: 'right', render: (_: unknown, k: TopKit) => <MoneyText value={k.revenue} /> },
              ]}
            />
          </Card>
        </>
      )}
    </section>
  );
}
