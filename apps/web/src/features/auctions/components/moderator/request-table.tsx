import { Button, Empty, Flex, Select, Table } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { AUCTION_REQUEST_STATUS_LABELS, type AuctionRequest } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { useModAuctionRequestsQuery } from '../../auctions-api';
import { MOD_PAGE_SIZE, requestActions, type ModView, type RequestFilter } from '../../moderation-logic';
import { Figures, KitCell, TimeRange } from './kit-cell';
import { useRequestDecisions } from './request-actions';
import { RequestDrawer } from './request-drawer';
import { RequestStatusTag } from './request-status-tag';
import './moderation.css';

const statusOptions = [
  { value: 'all', label: 'Tất cả trạng thái' },
  ...Object.entries(AUCTION_REQUEST_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

interface Props {
  view: ModView;
  /** `queue`: the pending tab (no status column or filter); `all`: every request with a filter */
  mode: 'queue' | 'all';
  onStatus: (status: string) => void;
  onPage: (page: number) => void;
  onOpen: (id: string | null) => void;
}

/** Auction requests: the pending queue or every request by status, in the server's order. */
export function RequestTable({ view, mode, onStatus, onPage, onOpen }: Props) {
  const status = (mode === 'queue' ? 'pending' : view.status) as RequestFilter;
  const { data, isLoading, isFetching, isError, error, refetch } = useModAuctionRequestsQuery({
    status,
    page: view.page,
    page_size: MOD_PAGE_SIZE,
  });
  const reload = () => void refetch();
  const { confirmApprove, startReject, rejectDialog } = useRequestDecisions(reload);
  const items = data?.items ?? [];
  const open = view.requestId ? (items.find((r) => r.id === view.requestId) ?? null) : null;

  const columns = [
    {
      title: 'Mô hình',
      key: 'kit',
      render: (_: unknown, r: AuctionRequest) => <KitCell kit={r.kit} onOpen={() => onOpen(r.id)} />,
    },
    {
      title: 'Người bán',
      key: 'seller',
      render: (_: unknown, r: AuctionRequest) => (
        <Flex vertical>
          <span>{r.seller.full_name}</span>
          {r.seller.shop_name ? <span className="cg-mod-small">{r.seller.shop_name}</span> : null}
        </Flex>
      ),
    },
    {
      title: 'Giá',
      key: 'prices',
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
      render: (_: unknown, r: AuctionRequest) => <TimeRange start={r.start_at} end={r.end_at} />,
    },
    { title: 'Gửi lúc', key: 'created', render: (_: unknown, r: AuctionRequest) => <DateTime value={r.created_at} /> },
    ...(mode === 'all'
      ? [
          {
            title: 'Trạng thái',
            key: 'status',
            render: (_: unknown, r: AuctionRequest) => (
              <Flex vertical gap={2} align="flex-start">
                <RequestStatusTag status={r.status} />
                {r.decided_at ? (
                  <span className="cg-mod-small">
                    <DateTime value={r.decided_at} />
                  </span>
                ) : null}
                {r.reject_reason ? (
                  <Typography.Text className="cg-mod-small cg-mod-reason" style={{ maxWidth: 240 }}>
                    Lý do: {r.reject_reason}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
        ]
      : []),
    {
      title: 'Thao tác',
      key: 'actions',
      render: (_: unknown, r: AuctionRequest) => {
        const can = requestActions(r.status);
        return (
          <Flex gap={6} wrap>
            {can.approve ? (
              <Button size="small" type="primary" onClick={() => confirmApprove(r)}>
                Duyệt
              </Button>
            ) : null}
            {can.reject ? (
              <Button size="small" danger onClick={() => startReject(r)}>
                Từ chối
              </Button>
            ) : null}
            <Button size="small" onClick={() => onOpen(r.id)}>
              Chi tiết
            </Button>
          </Flex>
        );
      },
    },
  ];

  const empty =
    mode === 'queue'
      ? 'Không có yêu cầu nào chờ duyệt'
      : status === 'all'
        ? 'Chưa có yêu cầu đấu giá nào'
        : 'Không có yêu cầu nào ở trạng thái này';

  return (
    <>
      <div className="cg-mod-toolbar">
        {mode === 'all' ? (
          <Select
            value={status}
            options={statusOptions}
            onChange={onStatus}
            style={{ minWidth: 200 }}
            aria-label="Lọc yêu cầu theo trạng thái"
          />
        ) : (
          <Typography.Text type="secondary">Người bán được thông báo ngay khi yêu cầu được duyệt hoặc bị từ chối.</Typography.Text>
        )}
        <span className="cg-mod-toolbar__spacer" />
        <Button onClick={reload} loading={isFetching && !isLoading}>
          Tải lại
        </Button>
      </div>
      {isError ? (
        <LoadError message="Không tải được yêu cầu đấu giá" description={apiError(error).message} onRetry={reload} retrying={isFetching} />
      ) : (
        <Table<AuctionRequest>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={items}
          loading={isLoading || (isFetching && !data)}
          scroll={{ x: 1080 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
          onRow={(r) => ({ 'aria-label': `Yêu cầu đấu giá ${r.kit.name}` }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current: view.page,
            pageSize: MOD_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total, [a, b]) => `${a}-${b} của ${total} yêu cầu`,
            onChange: onPage,
          }}
        />
      )}
      <RequestDrawer
        request={open}
        onClose={() => onOpen(null)}
        onApprove={(r) => confirmApprove(r, () => onOpen(null))}
        onReject={(r) => startReject(r, mode === 'queue' ? () => onOpen(null) : undefined)}
      />
      {rejectDialog}
    </>
  );
}
