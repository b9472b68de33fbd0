import { useState } from 'react';
import { Alert, Button, Col, Empty, Progress, Row, Skeleton, Table, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import { CrownOutlined, RocketOutlined, StarOutlined } from '@ant-design/icons';
import {
  SUBSCRIPTION_PERIOD_KIND_LABELS,
  type SubscriptionPeriod,
  type SubscriptionPlan,
  type SubscriptionUsage,
} from '@cho-gundam/contracts';
import { PlanPurchaseModal } from '@/features/shop/components/plan-purchase-modal';
import { useSubscriptionHistoryQuery } from '@/features/shop/plan-api';
import { daysLeft, durationText, limitText, planButton, priceText, usageText } from '@/features/shop/plan-logic';
import { quotaPercent } from '@/features/shop/seller-plan';
import { usePlansQuery, useSubscriptionQuery } from '@/features/shop/shop-api';
import { asApiError } from '@/features/shop/use-listing-actions';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { PageHeading } from '@/shared/ui/page-heading';
import '@/features/shop/shop.css';
import '@/features/shop/plans.css';
import './shop-pages.css';

const planIcon = (p: SubscriptionPlan) => (p.is_unlimited ? <CrownOutlined /> : p.price === 0 ? <StarOutlined /> : <RocketOutlined />);

/** The plan in force: name, listings and auctions used / max, end date. */
function CurrentPlan({ usage }: { usage: SubscriptionUsage }) {
  const left = daysLeft(usage.end_date);
  return (
    <Card size="small" title="Gói hiện tại" className="cg-plan-current">
      <Row gutter={[24, 12]} align="middle">
        <Col xs={24} md={6}>
          <Tag color={usage.is_unlimited ? 'purple' : usage.plan_code === 'trial' ? 'gold' : 'blue'} className="cg-plan-current__tag">
            {usage.subscription_name}
          </Tag>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Typography.Text type="secondary">Lượt đăng bán</Typography.Text>
          <div className="cg-plan-current__value">{usageText(usage.listings_used, usage.max_listings)}</div>
          {usage.max_listings !== null ? (
            <Progress
              percent={quotaPercent(usage.listings_used, usage.max_listings)}
              size="small"
              showInfo={false}
              status={usage.remaining === 0 ? 'exception' : 'normal'}
            />
          ) : null}
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Typography.Text type="secondary">Lượt đấu giá</Typography.Text>
          <div className="cg-plan-current__value">{usageText(usage.open_auctions_used, usage.max_open_auctions)}</div>
        </Col>
        <Col xs={24} md={6}>
          <Typography.Text type="secondary">Hết hạn</Typography.Text>
          <div className="cg-plan-current__value">
            {usage.end_date && !usage.expired ? <DateTime value={usage.end_date} /> : 'Không thời hạn'}
          </div>
          {left !== null && left > 0 && !usage.expired ? (
            <Typography.Text type={left <= 3 ? 'danger' : 'secondary'}>Còn {left} ngày</Typography.Text>
          ) : null}
        </Col>
      </Row>
      {usage.expired ? (
        <Alert
          type="warning"
          showIcon
          className="cg-plan-current__alert"
          title="Gói trả phí đã hết hạn: shop đang áp dụng giới hạn của gói dùng thử."
          description="Các sản phẩm đang bán vẫn được giữ nguyên; bạn chỉ đăng bán thêm được khi số sản phẩm dưới giới hạn, hoặc mua lại gói."
        />
      ) : usage.max_listings !== null && usage.listings_used > usage.max_listings ? (
        <Alert
          type="warning"
          showIcon
          className="cg-plan-current__alert"
          title={`Shop đang bán ${usage.listings_used} sản phẩm, nhiều hơn giới hạn ${usage.max_listings} của gói hiện tại.`}
          description="Không sản phẩm nào bị gỡ, nhưng bạn chỉ đăng bán thêm được khi số sản phẩm đang bán dưới giới hạn."
        />
      ) : left !== null && left > 0 && left <= 3 ? (
        <Alert
          type="warning"
          showIcon
          className="cg-plan-current__alert"
          title={`Gói dịch vụ sẽ hết hạn sau ${left} ngày. Gia hạn để giữ giới hạn đăng bán của gói.`}
        />
      ) : null}
    </Card>
  );
}

function PlanCards({
  plans,
  usage,
  onChoose,
}: {
  plans: SubscriptionPlan[];
  usage: SubscriptionUsage;
  onChoose: (p: SubscriptionPlan) => void;
}) {
  return (
    <Row gutter={[16, 16]}>
      {plans.map((p) => {
        const button = planButton(p, usage, plans);
        const current = usage.plan_id === p.id;
        return (
          <Col key={p.id} xs={24} md={8}>
            <Card
              className={`cg-plan-offer${current ? ' cg-plan-offer--current' : ''}`}
              title={
                <span className="cg-plan-offer__name">
                  {planIcon(p)} {p.name}
                </span>
              }
              extra={
                current ? (
                  <Tag color="green">Đang dùng</Tag>
                ) : p.is_unlimited ? (
                  <Tag color="red">PREMIUM</Tag>
                ) : p.price > 0 ? (
                  <Tag color="blue">PHỔ BIẾN</Tag>
                ) : null
              }
            >
              <div className="cg-plan-offer__price">
                <strong>{priceText(p.price)}</strong>
                {p.duration_days !== null ? <span> / {p.duration_days} ngày</span> : null}
              </div>
              <ul className="cg-plan-card__list">
                <li>Đăng bán cùng lúc: {limitText(p.max_listings, 'sản phẩm')}</li>
                <li>Phiên đấu giá: {limitText(p.max_open_auctions, 'phiên')}</li>
                <li>Thời hạn: {durationText(p.duration_days)}</li>
              </ul>
              <Button
                block
                type={button.kind === 'buy' ? 'primary' : 'default'}
                disabled={button.disabled}
                onClick={() => onChoose(p)}
                className="cg-plan-offer__button"
              >
                {button.label}
              </Button>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

function History() {
  const { data, isLoading, isError, error, refetch, isFetching } = useSubscriptionHistoryQuery();
  if (isError)
    return (
      <LoadError
        message="Không tải được lịch sử gói dịch vụ"
        description={asApiError(error).message}
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  return (
    <Table<SubscriptionPeriod>
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 720 }}
      locale={{ emptyText: <Empty description="Chưa có lịch sử gói dịch vụ" /> }}
      columns={[
        { title: 'Thời điểm', dataIndex: 'purchased_at', render: (v: string) => <DateTime value={v} /> },
        { title: 'Gói', dataIndex: 'plan_name' },
        { title: 'Loại', dataIndex: 'kind', render: (k: SubscriptionPeriod['kind']) => SUBSCRIPTION_PERIOD_KIND_LABELS[k] },
        {
          title: 'Hiệu lực',
          key: 'period',
          render: (_: unknown, r) => (
            <span>
              <DateTime value={r.start_date} /> → {r.end_date ? <DateTime value={r.end_date} /> : 'Không thời hạn'}
            </span>
          ),
        },
        { title: 'Số tiền trả', dataIndex: 'amount_paid', align: 'right', render: (v: number) => <MoneyText value={v} /> },
        {
          title: 'Trạng thái',
          dataIndex: 'is_active',
          render: (a: boolean) => (a ? <Tag color="green">Đang áp dụng</Tag> : <Tag>Đã kết thúc</Tag>),
        },
      ]}
    />
  );
}

/** `/shop/Subscription`: the plan in force, the three plans to buy / renew / upgrade from the wallet, and the history. */
export default function ShopSubscriptionPage() {
  const plans = usePlansQuery();
  const usage = useSubscriptionQuery(undefined, { refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState<SubscriptionPlan | null>(null);
  const failed = plans.isError ? plans : usage.isError ? usage : null;

  return (
    <section className="cg-page">
      <PageHeading
        title="Gói dịch vụ"
        description="Mua, gia hạn hoặc nâng cấp gói bằng số dư ví. Gói mới áp dụng ngay sau khi thanh toán."
      />
      {failed ? (
        <LoadError
          message="Không tải được thông tin gói dịch vụ"
          description={asApiError(failed.error).message}
          onRetry={() => {
            plans.refetch();
            usage.refetch();
          }}
          retrying={plans.isFetching || usage.isFetching}
        />
      ) : !plans.data || !usage.data ? (
        <div aria-busy="true">
          <Card size="small">
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            {[0, 1, 2].map((i) => (
              <Col key={i} xs={24} md={8}>
                <Card>
                  <Skeleton active paragraph={{ rows: 4 }} />
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      ) : (
        <div className="cg-plan-page">
          <CurrentPlan usage={usage.data} />
          {plans.data.length === 0 ? (
            <Empty description="Chưa có gói dịch vụ nào được mở bán" />
          ) : (
            <PlanCards plans={plans.data} usage={usage.data} onChoose={setChosen} />
          )}
          <Alert
            type="info"
            showIcon
            title="Cách tính tiền"
            description="Gia hạn cùng gói: ngày hết hạn được cộng thêm từ ngày hết hạn hiện tại. Đổi sang gói khác khi gói trả phí còn hạn: gói mới bắt đầu ngay và được trừ giá trị những ngày chưa dùng của gói cũ. Khi gói trả phí hết hạn, shop trở về gói dùng thử: không sản phẩm nào bị gỡ, nhưng chỉ đăng bán thêm được khi số sản phẩm dưới giới hạn."
          />
          <Card size="small" title="Lịch sử gói dịch vụ">
            <History />
          </Card>
        </div>
      )}
      {chosen ? <PlanPurchaseModal plan={chosen} onClose={() => setChosen(null)} /> : null}
    </section>
  );
}
