import { Button, Empty, Flex, Image, Pagination, Select, Skeleton, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import { COMPLAINT_STATUS_LABELS, type ComplaintListItem } from '@cho-gundam/contracts';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { apiError } from '@/shared/lib/form-helpers';
import { DateTime } from '@/shared/ui/date-time';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { useComplaintQueueQuery } from '../../orders-api';
import type { DecisionTarget } from './complaint-decision-modal';

const PAGE_SIZE = 10;
const statusOptions = [
  ...Object.entries(COMPLAINT_STATUS_LABELS).map(([value, label]) => ({ value, label })),
  { value: 'all', label: 'Tất cả' },
];

/** "Khiếu nại": oldest open complaint first, with the buyer's photos and words, the seller's answer and the money at stake. */
export function ComplaintQueue({ onOpen, onDecide }: { onOpen: (orderId: string) => void; onDecide: (t: DecisionTarget) => void }) {
  const { params, update } = useQueryParams();
  const status = params.get('complaints') ?? 'open';
  const page = Math.max(1, Number(params.get('cpage')) || 1);
  const { data, isLoading, isFetching, isError, error, refetch } = useComplaintQueueQuery({ status, page, page_size: PAGE_SIZE });

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center">
        <Select
          value={status}
          options={statusOptions}
          onChange={(v) => update({ complaints: v === 'open' ? null : v, cpage: null })}
          style={{ width: 220 }}
          aria-label="Lọc khiếu nại theo trạng thái"
        />
        <Button onClick={() => void refetch()} loading={isFetching}>
          Tải lại
        </Button>
      </Flex>
      {isLoading ? (
        <Skeleton active />
      ) : isError ? (
        <LoadError
          message="Không tải được danh sách khiếu nại"
          description={apiError(error).message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !data || data.items.length === 0 ? (
        <Empty description={status === 'open' ? 'Không có khiếu nại nào đang chờ xử lý' : 'Không có khiếu nại nào'} />
      ) : (
        <>
          {data.items.map((c) => (
            <ComplaintCard key={c.id} c={c} onOpen={onOpen} onDecide={onDecide} />
          ))}
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            onChange={(p) => update({ cpage: p > 1 ? p : null })}
            showTotal={(t) => `${t} khiếu nại`}
            style={{ alignSelf: 'flex-end' }}
          />
        </>
      )}
    </Flex>
  );
}

function ComplaintCard({
  c,
  onOpen,
  onDecide,
}: {
  c: ComplaintListItem;
  onOpen: (id: string) => void;
  onDecide: (t: DecisionTarget) => void;
}) {
  const o = c.order;
  return (
    <Card
      size="small"
      aria-label={`Khiếu nại đơn hàng ${o.code}`}
      title={
        <Flex gap={8} align="center" wrap>
          <span>{`Đơn hàng ${o.code}`}</span>
          <Tag color={c.status === 'open' ? 'orange' : 'green'}>{c.status_label}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
            Gửi lúc <DateTime value={c.created_at} />
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex gap={8}>
          <Button size="small" onClick={() => onOpen(o.id)}>
            Xem đơn
          </Button>
          {c.status === 'open' ? (
            <Button
              size="small"
              type="primary"
              onClick={() => onDecide({ orderId: o.id, code: o.code, itemsSubtotal: o.items_subtotal, totalAmount: o.total_amount })}
            >
              Xử lý
            </Button>
          ) : null}
        </Flex>
      }
    >
      <Flex gap={24} wrap>
        <Flex vertical gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography.Text strong>{`Người mua ${o.buyer.full_name}:`}</Typography.Text>
          <Typography.Paragraph style={{ marginBottom: 4 }}>{c.reason}</Typography.Paragraph>
          <Image.PreviewGroup>
            <Flex gap={8} wrap>
              {c.image_urls.map((src, i) => (
                <Image key={src} src={src} width={72} height={72} style={{ objectFit: 'cover' }} alt={`Ảnh khiếu nại ${i + 1}`} />
              ))}
            </Flex>
          </Image.PreviewGroup>
        </Flex>
        <Flex vertical gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography.Text strong>{`Người bán (${o.shop.name}):`}</Typography.Text>
          {c.seller_response ? (
            <Typography.Paragraph style={{ marginBottom: 0 }}>{c.seller_response}</Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">Người bán chưa phản hồi</Typography.Text>
          )}
        </Flex>
        <Flex vertical gap={2} style={{ flex: '0 0 200px' }}>
          <span>
            Tiền hàng: <MoneyText value={o.items_subtotal} />
          </span>
          <span>
            Tổng thanh toán: <MoneyText value={o.total_amount} strong />
          </span>
          {c.refund_amount !== null ? (
            <span>
              Đã hoàn: <MoneyText value={c.refund_amount} />
            </span>
          ) : null}
          {c.decision_note ? <Typography.Text type="secondary">{c.decision_note}</Typography.Text> : null}
        </Flex>
      </Flex>
    </Card>
  );
}
