import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Flex } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { AUCTION_STATUS_LABELS, type AuctionCard } from '@cho-gundam/contracts';
import { useCancelShopAuctionMutation, useShopAuctionsQuery } from '../../auctions-api';
import { countdownOf, type AuctionFilter } from '../../moderation-logic';
import { AuctionCountdown } from '../auction-countdown';
import { AuctionStatusTag } from '../auction-status-tag';
import { Figures, KitCell, TimeRange } from '../moderator/kit-cell';
import { ReasonDialog } from '../moderator/reason-dialog';
import { SELLER_PAGE_SIZE, sellerCanCancel } from './seller-view';
import { useRefreshKitViews } from './use-refresh-kit-views';
import '../moderator/moderation.css';
import { PagedStatusTable } from '../paged-status-table';

const statusOptions = [
  { value: 'all', label: 'Tất cả trạng thái' },
  ...Object.entries(AUCTION_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/** The list's figures are read again this often while it is on screen (prices move during live auctions). */
const LIVE_REFRESH_MS = 15_000;

interface Props {
  status: AuctionFilter;
  page: number;
  onStatus: (status: string) => void;
  onPage: (page: number) => void;
}

/** The shop's auctions: price, bids and participants kept fresh, the time left, and "Hủy phiên" before the start. */
export function SellerAuctionTable({ status, page, onStatus, onPage }: Props) {
  const { data, isLoading, isFetching, isError, error, refetch } = useShopAuctionsQuery(
    { status, page, page_size: SELLER_PAGE_SIZE },
    { pollingInterval: LIVE_REFRESH_MS, skipPollingIfUnfocused: true },
  );
  const [cancel] = useCancelShopAuctionMutation();
  const refreshKitViews = useRefreshKitViews();
  const [canceling, setCanceling] = useState<AuctionCard | null>(null);
  const reload = () => void refetch();

  const columns = [
    { title: 'Mô hình', key: 'kit', width: 250, render: (_: unknown, a: AuctionCard) => <KitCell kit={a.kit} /> },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 150,
      render: (_: unknown, a: AuctionCard) => {
        const c = countdownOf(a);
        return (
          <Flex vertical gap={2} align="flex-start">
            <AuctionStatusTag status={a.status} />
            {c ? <AuctionCountdown to={c.to} label={c.label} className="cg-mod-small" /> : null}
          </Flex>
        );
      },
    },
    {
      title: 'Giá',
      key: 'price',
      width: 200,
      render: (_: unknown, a: AuctionCard) => (
        <Flex vertical gap={2}>
          <Figures
            lines={[
              { label: 'Hiện tại', value: a.current_price, strong: true },
              { label: 'Khởi điểm', value: a.starting_price },
              { label: 'Bước giá', value: a.bid_increment },
              { label: 'Mua ngay', value: a.buy_now_price },
            ]}
          />
          <span className="cg-mod-small" data-testid="auction-activity">
            {a.bid_count} lượt giá · {a.participant_count} người tham gia
          </span>
        </Flex>
      ),
    },
    {
      title: 'Thời gian',
      key: 'times',
      width: 160,
      render: (_: unknown, a: AuctionCard) => <TimeRange start={a.start_at} end={a.end_at} />,
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 124,
      fixed: 'right' as const,
      render: (_: unknown, a: AuctionCard) => (
        <Flex vertical gap={6} align="flex-start">
          <Link to={`/auction/${a.id}`} aria-label={`Xem phiên đấu giá "${a.kit.name}"`}>
            Xem phiên
          </Link>
          {sellerCanCancel(a.status) ? (
            <Button size="small" danger onClick={() => setCanceling(a)}>
              Hủy phiên
            </Button>
          ) : null}
        </Flex>
      ),
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
        statusLabel="Lọc phiên theo trạng thái"
        errorMessage="Không tải được phiên đấu giá"
        columns={columns}
        scrollX={884}
        empty={
          status === 'all'
            ? 'Shop chưa có phiên đấu giá nào. Phiên được tạo khi yêu cầu đấu giá được duyệt.'
            : 'Không có phiên nào ở trạng thái này'
        }
        rowLabel={(a) => `Phiên đấu giá ${a.kit.name}`}
        unit="phiên"
        page={page}
        pageSize={SELLER_PAGE_SIZE}
        onPage={onPage}
      />
      {canceling ? (
        <ReasonDialog
          title="Hủy phiên đấu giá"
          intro={
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <strong>{canceling.kit.name}</strong> · {AUCTION_STATUS_LABELS[canceling.status]}
            </Typography.Paragraph>
          }
          warning="Phiên sẽ không diễn ra và mô hình trở về bộ sưu tập. Người tham gia (nếu có) được hoàn tiền cọc. Không thể hoàn tác."
          label="Lý do hủy phiên"
          placeholder="Ví dụ: mô hình bị hư hỏng khi kiểm tra lại"
          okText="Hủy phiên"
          success={`Đã hủy phiên đấu giá "${canceling.kit.name}"`}
          send={async (reason) => {
            await cancel({ id: canceling.id, reason }).unwrap();
            refreshKitViews();
          }}
          onClose={() => setCanceling(null)}
          onStale={reload}
        />
      ) : null}
    </>
  );
}
