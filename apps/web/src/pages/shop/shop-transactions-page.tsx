import { useState } from 'react';
import { Link } from 'react-router';
import { Col, Empty, Row, Select, Table, Tag } from 'antd';
import { Statistic } from '@/shared/ui/statistic';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import type { ShopTransaction } from '@cho-gundam/contracts';
import { useShopTransactionsQuery } from '@/features/orders/orders-api';
import {
  ACCOUNT_LABELS,
  KIND_COLORS,
  direction,
  filterTransactions,
  kindOptions,
  type TxFilter,
} from '@/features/orders/transactions-logic';
import { apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';
import './shop-pages.css';

const PAGE_SIZE = 20;

/** `/shop/transition`: the shop's money movements (sales pending and paid, refunds, fees, payouts), newest first. */
export default function ShopTransactionsPage() {
  const { params, setAll } = useQueryParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [filter, setFilter] = useState<TxFilter>({});
  const { data, isLoading, isError, error, refetch, isFetching } = useShopTransactionsQuery(
    { page, page_size: PAGE_SIZE },
    { refetchOnMountOrArgChange: 30 },
  );
  const rows = filterTransactions(data?.items ?? [], filter);

  const columns = [
    { title: 'Thời gian', key: 'at', render: (_: unknown, t: ShopTransaction) => <DateTime value={t.created_at} /> },
    {
      title: 'Loại giao dịch',
      key: 'kind',
      render: (_: unknown, t: ShopTransaction) => <Tag color={KIND_COLORS[t.kind]}>{t.kind_label}</Tag>,
    },
    {
      title: 'Số tiền',
      key: 'amount',
      align: 'right' as const,
      render: (_: unknown, t: ShopTransaction) => {
        const d = direction(t.amount);
        return (
          <span style={{ color: d.color, fontWeight: 600, whiteSpace: 'nowrap' }} title={d.label}>
            {d.sign}
            {formatMoney(Math.abs(t.amount))}
          </span>
        );
      },
    },
    { title: 'Chiều', key: 'dir', render: (_: unknown, t: ShopTransaction) => direction(t.amount).label },
    { title: 'Tài khoản', key: 'account', render: (_: unknown, t: ShopTransaction) => ACCOUNT_LABELS[t.account] },
    {
      title: 'Tham chiếu',
      key: 'ref',
      render: (_: unknown, t: ShopTransaction) =>
        t.order_id ? (
          <Link to={`/shop/order-management?order=${t.order_id}`}>Đơn {t.order_code ?? ''}</Link>
        ) : (
          <Typography.Text type="secondary">{t.memo ?? '—'}</Typography.Text>
        ),
    },
  ];

  return (
    <section className="cg-page">
      <PageHeading title="Giao dịch" description="Tiền bán hàng đang chờ, tiền đã nhận, hoàn tiền, phí sàn và rút tiền của shop." />
      {data ? (
        <Row gutter={[16, 16]}>
          <Col xs={12} md={8}>
            <Card size="small">
              <Statistic title="Số dư khả dụng" value={formatMoney(data.available_balance)} />
            </Card>
          </Col>
          <Col xs={12} md={8}>
            <Card size="small">
              <Statistic title="Chờ thanh toán" value={formatMoney(data.pending_balance)} />
            </Card>
          </Col>
        </Row>
      ) : null}
      <div className="cg-orders-toolbar" style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Select
          allowClear
          placeholder="Loại giao dịch"
          aria-label="Lọc theo loại giao dịch"
          style={{ minWidth: 220 }}
          options={kindOptions()}
          value={filter.kind}
          onChange={(v: string | undefined) => setFilter((f) => ({ ...f, kind: v }))}
        />
        <Select
          allowClear
          placeholder="Tiền vào / ra"
          aria-label="Lọc theo chiều tiền"
          style={{ minWidth: 160 }}
          options={[
            { value: 'in', label: 'Tiền vào' },
            { value: 'out', label: 'Tiền ra' },
          ]}
          value={filter.direction}
          onChange={(v: 'in' | 'out' | undefined) => setFilter((f) => ({ ...f, direction: v }))}
        />
      </div>
      {isError ? (
        <LoadError
          message="Không tải được giao dịch"
          description={apiError(error).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Table<ShopTransaction>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={isLoading}
          scroll={{ x: 800 }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  filter.kind || filter.direction ? 'Không có giao dịch nào khớp bộ lọc trên trang này' : 'Shop chưa có giao dịch nào'
                }
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => `Tổng ${total} giao dịch`,
            onChange: (p) => setAll(p === 1 ? {} : { page: String(p) }),
          }}
        />
      )}
    </section>
  );
}
