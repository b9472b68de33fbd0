import { Link, useNavigate } from 'react-router';
import { Alert, Button, Empty, Flex, Segmented, Table, Tag } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import type { MyAuctionItem } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { formatDateTime } from '@/shared/lib/format';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { PageHeading } from '@/shared/ui/page-heading';
import { useMyAuctionsQuery } from '../../auctions-api';
import { countdownOf } from '../../moderation-logic';
import { AuctionCountdown } from '../auction-countdown';
import { AuctionStatusTag } from '../auction-status-tag';
import { Figures, KitCell } from '../moderator/kit-cell';
import { MY_FILTER_OPTIONS, MY_STATE_COLORS, MY_AUCTIONS_PAGE_SIZE, parseMyView, toPay } from './my-auctions-logic';
import '../moderator/moderation.css';
import './my-auctions.css';

/** What the member must do now: pay before the deadline, or look at the auction. */
function NextStep({ a }: { a: MyAuctionItem }) {
  const navigate = useNavigate();
  const payment = a.me.payment;
  if (!payment) {
    return (
      <Link to={`/auction/${a.id}`} aria-label={`Xem phiên đấu giá "${a.kit.name}"`}>
        Xem phiên
      </Link>
    );
  }
  const to = `/auction/${a.id}`;
  return (
    <div className="cg-my-auction__pay">
      {/* a real link (open in a new tab works), followed inside the app on a plain click */}
      <Button
        type="primary"
        danger
        icon={<CreditCardOutlined />}
        href={to}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          navigate(to);
        }}
      >
        Thanh toán
      </Button>
      <span className="cg-mod-small">
        Còn lại <MoneyText value={toPay(payment)} strong /> + phí vận chuyển
      </span>
      <span className="cg-mod-small">Hạn: {formatDateTime(payment.due_at)}</span>
      <AuctionCountdown to={payment.due_at} label="Còn" className="cg-my-auction__due" />
    </div>
  );
}

/**
 * `/member/profile/auction-participation`: the auctions I joined, where I stand in each (my state,
 * my maximum, my deposit), and the payment I owe for one I won. Filter and page in the URL
 * (`?state=won&page=2`); paying happens on the auction's own page.
 */
export function MyAuctionsView() {
  const { params, update } = useQueryParams();
  const { state, page } = parseMyView(params);
  const { data, isLoading, isFetching, isError, error, refetch } = useMyAuctionsQuery(
    { state, page, page_size: MY_AUCTIONS_PAGE_SIZE },
    { refetchOnMountOrArgChange: 30 },
  );
  const items = data?.items ?? [];
  const owing = items.filter((a) => a.me.payment);

  const columns = [
    { title: 'Mô hình', key: 'kit', width: 250, render: (_: unknown, a: MyAuctionItem) => <KitCell kit={a.kit} /> },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 180,
      render: (_: unknown, a: MyAuctionItem) => {
        const c = countdownOf(a);
        return (
          <Flex vertical gap={4} align="flex-start">
            <AuctionStatusTag status={a.status} />
            {a.me.state ? <Tag color={MY_STATE_COLORS[a.me.state]}>{a.me.state_label}</Tag> : null}
            {c ? <AuctionCountdown to={c.to} label={c.label} className="cg-mod-small" /> : null}
          </Flex>
        );
      },
    },
    {
      title: 'Giá và tiền cọc',
      key: 'price',
      width: 220,
      render: (_: unknown, a: MyAuctionItem) => (
        <Flex vertical gap={2}>
          <Figures
            lines={[
              { label: 'Hiện tại', value: a.current_price, strong: true },
              { label: 'Tối đa của tôi', value: a.me.max_amount },
              { label: 'Tiền cọc', value: a.deposit_amount },
            ]}
          />
          {a.me.deposit_state_label ? <span className="cg-mod-small">Tiền cọc: {a.me.deposit_state_label}</span> : null}
        </Flex>
      ),
    },
    { title: 'Thao tác', key: 'next', width: 180, fixed: 'right' as const, render: (_: unknown, a: MyAuctionItem) => <NextStep a={a} /> },
  ];

  const reload = () => void refetch();
  return (
    <section className="cg-page">
      <PageHeading
        title="Đấu giá đã tham gia"
        description="Các phiên bạn đã đặt cọc tham gia: vị trí của bạn, giá tối đa, tiền cọc và khoản cần thanh toán."
      />
      {owing.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={`Bạn có ${owing.length} phiên thắng đang chờ thanh toán`}
          description="Hãy thanh toán trước hạn: quá hạn, tiền cọc sẽ bị mất và mô hình được chuyển cho người trả giá kế tiếp."
        />
      ) : null}
      <div className="cg-panel cg-my-auctions">
        <Segmented
          value={state}
          options={MY_FILTER_OPTIONS}
          onChange={(v) => update({ state: v === 'all' ? undefined : String(v), page: undefined })}
          aria-label="Lọc phiên đấu giá"
          className="cg-my-auctions__filter"
        />
        {isError ? (
          <LoadError
            message="Không tải được các phiên đấu giá"
            description={apiError(error).message}
            onRetry={reload}
            retrying={isFetching}
          />
        ) : (
          <Table<MyAuctionItem>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={items}
            loading={isLoading || (isFetching && !data)}
            scroll={{ x: 830 }}
            rowClassName={(a) => (a.me.payment ? 'cg-my-auction--owing' : '')}
            onRow={(a) => ({ 'aria-label': `Phiên đấu giá ${a.kit.name}` }) as React.HTMLAttributes<HTMLElement>}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={state === 'all' ? 'Bạn chưa tham gia phiên đấu giá nào' : 'Không có phiên nào ở mục này'}
                >
                  <Link to="/auction">Xem các phiên đấu giá</Link>
                </Empty>
              ),
            }}
            pagination={{
              current: page,
              pageSize: MY_AUCTIONS_PAGE_SIZE,
              total: data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (total, [from, to]) => `${from}-${to} của ${total} phiên`,
              onChange: (p) => update({ page: p > 1 ? String(p) : undefined }),
            }}
          />
        )}
      </div>
    </section>
  );
}
