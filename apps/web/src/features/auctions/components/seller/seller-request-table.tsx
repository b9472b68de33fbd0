import { Link } from 'react-router';
import { Button, Flex, Popconfirm } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { AUCTION_REQUEST_STATUS_LABELS, type AuctionRequest } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { useShopAuctionRequestsQuery, useWithdrawAuctionRequestMutation } from '../../auctions-api';
import type { RequestFilter } from '../../moderation-logic';
import { Figures, KitCell, TimeRange } from '../moderator/kit-cell';
import { RequestStatusTag } from '../moderator/request-status-tag';
import { SELLER_PAGE_SIZE } from './seller-view';
import { useRefreshKitViews } from './use-refresh-kit-views';
import '../moderator/moderation.css';
import { apiError } from '@/shared/lib/form-helpers';
import { PagedStatusTable } from '../paged-status-table';

const statusOptions = [
  { value: 'all', label: 'Tất cả trạng thái' },
  ...Object.entries(AUCTION_REQUEST_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

interface Props {
  status: RequestFilter;
  page: number;
  onStatus: (status: string) => void;
  onPage: (page: number) => void;
  /** shown when the shop has sent no request yet (the page's "Tạo yêu cầu đấu giá") */
  emptyAction?: React.ReactNode;
}

/** The shop's auction requests: prices, times, the decision (with the moderator's reason) and "Rút yêu cầu" while pending. */
export function SellerRequestTable({ status, page, onStatus, onPage, emptyAction }: Props) {
  const { message } = useApp();
  const { data, isLoading, isFetching, isError, error, refetch } = useShopAuctionRequestsQuery({
    status,
    page,
    page_size: SELLER_PAGE_SIZE,
  });
  const [withdraw, withdrawing] = useWithdrawAuctionRequestMutation();
  const refreshKitViews = useRefreshKitViews();
  const reload = () => void refetch();

  const onWithdraw = async (r: AuctionRequest) => {
    try {
      await withdraw(r.id).unwrap();
      refreshKitViews();
      void message.success(`Đã rút yêu cầu đấu giá "${r.kit.name}". Mô hình đã trở lại bộ sưu tập.`);
    } catch (e) {
      void message.error(apiError(e).message);
      reload();
    }
  };

  const columns = [
    {
      title: 'Mô hình',
      key: 'kit',
      width: 250,
      render: (_: unknown, r: AuctionRequest) => (
        <KitCell
          kit={r.kit}
          below={
            <span className="cg-mod-small">
              Gửi lúc <DateTime value={r.created_at} />
            </span>
          }
        />
      ),
    },
    {
      title: 'Giá',
      key: 'prices',
      width: 180,
      render: (_: unknown, r: AuctionRequest) => (
        <Figures
          lines={[
            { label: 'Khởi điểm', value: r.starting_price, strong: true },
            { label: 'Bước giá', value: r.bid_increment },
            { label: 'Mua ngay', value: r.buy_now_price },
            { label: 'Tiền cọc', value: r.deposit_amount },
          ]}
        />
      ),
    },
    {
      title: 'Thời gian đấu giá',
      key: 'times',
      width: 160,
      render: (_: unknown, r: AuctionRequest) => <TimeRange start={r.start_at} end={r.end_at} />,
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 220,
      render: (_: unknown, r: AuctionRequest) => (
        <Flex vertical gap={2} align="flex-start">
          <RequestStatusTag status={r.status} />
          {r.decided_at ? (
            <span className="cg-mod-small">
              <DateTime value={r.decided_at} />
            </span>
          ) : null}
          {r.reject_reason ? (
            <Typography.Text type="danger" className="cg-mod-small cg-mod-reason">
              Lý do từ chối: {r.reject_reason}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 124,
      fixed: 'right' as const,
      render: (_: unknown, r: AuctionRequest) =>
        r.status === 'pending' ? (
          <Popconfirm
            title="Rút yêu cầu đấu giá?"
            description="Mô hình sẽ trở lại bộ sưu tập và lượt đấu giá được hoàn lại cho gói."
            okText="Rút yêu cầu"
            cancelText="Không"
            onConfirm={() => onWithdraw(r)}
          >
            <Button size="small" danger loading={withdrawing.isLoading && withdrawing.originalArgs === r.id}>
              Rút yêu cầu
            </Button>
          </Popconfirm>
        ) : r.auction_id ? (
          <Link to={`/auction/${r.auction_id}`} aria-label={`Xem phiên đấu giá "${r.kit.name}"`}>
            Xem phiên
          </Link>
        ) : null,
    },
  ];

  return (
    <>
      <PagedStatusTable
        status={status}
        statusOptions={statusOptions}
        onStatus={onStatus}
        query={{ data, isLoading, isFetching, isError, error }}
        reload={reload}
        statusLabel="Lọc yêu cầu theo trạng thái"
        errorMessage="Không tải được yêu cầu đấu giá"
        columns={columns}
        scrollX={934}
        empty={
          status === 'all' ? (
            <>
              Shop chưa gửi yêu cầu đấu giá nào
              {emptyAction ? <div style={{ marginTop: 12 }}>{emptyAction}</div> : null}
            </>
          ) : (
            'Không có yêu cầu nào ở trạng thái này'
          )
        }
        rowLabel={(r) => `Yêu cầu đấu giá ${r.kit.name}`}
        unit="yêu cầu"
        page={page}
        pageSize={SELLER_PAGE_SIZE}
        onPage={onPage}
      />
    </>
  );
}
