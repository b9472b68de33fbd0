import { useState } from 'react';
import { Button, Flex } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { Link } from 'react-router';
import { AUCTION_STATUS_LABELS, type AuctionCard } from '@cho-gundam/contracts';
import { useModAuctionsQuery, useModeratorCancelAuctionMutation } from '../../auctions-api';
import { auctionActions, countdownOf, MOD_PAGE_SIZE, type AuctionFilter, type ModView } from '../../moderation-logic';
import { AuctionCountdown } from '../auction-countdown';
import { AuctionStatusTag } from '../auction-status-tag';
import { Figures, KitCell, TimeRange } from './kit-cell';
import { ReasonDialog } from './reason-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import './moderation.css';
import { PagedStatusTable } from '../paged-status-table';

const statusOptions = [
  { value: 'all', label: 'Tất cả trạng thái' },
  ...Object.entries(AUCTION_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

type Dialog = { kind: 'reschedule' | 'cancel'; auction: AuctionCard } | null;

interface Props {
  view: ModView;
  onStatus: (status: string) => void;
  onPage: (page: number) => void;
}

/** Every auction, newest first: live figures, the countdown, and the moderator's reschedule and cancel. */
export function AuctionTable({ view, onStatus, onPage }: Props) {
  const status = view.status as AuctionFilter;
  const { data, isLoading, isFetching, isError, error, refetch } = useModAuctionsQuery({
    status,
    page: view.page,
    page_size: MOD_PAGE_SIZE,
  });
  const [cancel] = useModeratorCancelAuctionMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const reload = () => void refetch();
  const close = () => setDialog(null);

  const columns = [
    {
      title: 'Mô hình',
      key: 'kit',
      render: (_: unknown, a: AuctionCard) => (
        <KitCell kit={a.kit} below={a.seller.shop_name ? <span className="cg-mod-small">Shop: {a.seller.shop_name}</span> : null} />
      ),
    },
    {
      title: 'Trạng thái',
      key: 'status',
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
      render: (_: unknown, a: AuctionCard) => (
        <Figures
          lines={[
            { label: 'Hiện tại', value: a.current_price, strong: true },
            { label: 'Khởi điểm', value: a.starting_price },
            { label: 'Tiền cọc', value: a.deposit_amount },
          ]}
        />
      ),
    },
    { title: 'Lượt giá', key: 'bids', align: 'right' as const, render: (_: unknown, a: AuctionCard) => a.bid_count },
    { title: 'Người tham gia', key: 'participants', align: 'right' as const, render: (_: unknown, a: AuctionCard) => a.participant_count },
    { title: 'Thời gian', key: 'times', render: (_: unknown, a: AuctionCard) => <TimeRange start={a.start_at} end={a.end_at} /> },
    {
      title: 'Thao tác',
      key: 'actions',
      render: (_: unknown, a: AuctionCard) => {
        const can = auctionActions(a.status);
        return (
          <Flex gap={6} wrap>
            <Link to={`/auction/${a.id}`} aria-label={`Xem phiên đấu giá "${a.kit.name}"`}>
              Xem phiên
            </Link>
            {can.reschedule ? (
              <Button size="small" onClick={() => setDialog({ kind: 'reschedule', auction: a })}>
                Đổi thời gian
              </Button>
            ) : null}
            {can.cancel ? (
              <Button size="small" danger onClick={() => setDialog({ kind: 'cancel', auction: a })}>
                Hủy phiên
              </Button>
            ) : null}
          </Flex>
        );
      },
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
        scrollX={1080}
        empty={status === 'all' ? 'Chưa có phiên đấu giá nào' : 'Không có phiên nào ở trạng thái này'}
        rowLabel={(a) => `Phiên đấu giá ${a.kit.name}`}
        unit="phiên"
        page={view.page}
        pageSize={MOD_PAGE_SIZE}
        onPage={onPage}
      />
      {dialog?.kind === 'reschedule' ? <RescheduleDialog auction={dialog.auction} onClose={close} onStale={reload} /> : null}
      {dialog?.kind === 'cancel' ? (
        <ReasonDialog
          title="Hủy phiên đấu giá"
          intro={
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              <strong>{dialog.auction.kit.name}</strong>
              {dialog.auction.seller.shop_name ? ` · ${dialog.auction.seller.shop_name}` : ''}
              <br />
              Trạng thái: {AUCTION_STATUS_LABELS[dialog.auction.status]} · {dialog.auction.participant_count} người tham gia ·{' '}
              {dialog.auction.bid_count} lượt giá
            </Typography.Paragraph>
          }
          warning={
            <>
              Mọi tiền cọc của người tham gia ({dialog.auction.participant_count} người) sẽ được hoàn lại, mô hình trở về bộ sưu tập của
              người bán. Không thể hoàn tác.
            </>
          }
          label="Lý do hủy phiên"
          placeholder="Người bán và người tham gia sẽ thấy lý do này"
          okText="Hủy phiên"
          success={`Đã hủy phiên đấu giá "${dialog.auction.kit.name}"`}
          send={(reason) => cancel({ id: dialog.auction.id, reason }).unwrap()}
          onClose={close}
          onStale={reload}
        />
      ) : null}
    </>
  );
}
