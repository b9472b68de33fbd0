import { Button, Descriptions, Drawer, Flex } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { PictureOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { KIT_CONDITION_LABELS, KIT_SCALE_LABELS, type AuctionRequest, type KitCondition, type KitScale } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { MoneyText } from '@/shared/ui/money-text';
import { durationLabel, requestActions } from '../../moderation-logic';
import { RequestStatusTag } from './request-status-tag';
import './moderation.css';

interface Props {
  request: AuctionRequest | null;
  onClose: () => void;
  onApprove: (r: AuctionRequest) => void;
  onReject: (r: AuctionRequest) => void;
}

/** One request in full: the kit's photo large, the seller, every figure and time, the decision. */
export function RequestDrawer({ request: r, onClose, onApprove, onReject }: Props) {
  const can = r ? requestActions(r.status) : null;
  return (
    <Drawer
      open={!!r}
      onClose={onClose}
      size="large"
      title={r ? r.kit.name : 'Yêu cầu đấu giá'}
      extra={r ? <RequestStatusTag status={r.status} /> : null}
      footer={
        r && can?.approve ? (
          <Flex gap={8} justify="flex-end">
            <Button danger onClick={() => onReject(r)}>
              Từ chối
            </Button>
            <Button type="primary" onClick={() => onApprove(r)}>
              Duyệt
            </Button>
          </Flex>
        ) : null
      }
      destroyOnHidden
    >
      {r ? (
        <Flex vertical gap={16}>
          {r.kit.image ? (
            <a href={r.kit.image.full} target="_blank" rel="noreferrer" aria-label={`Mở ảnh gốc của "${r.kit.name}"`}>
              <img src={r.kit.image.card} alt={r.kit.name} className="cg-mod-drawer__photo" />
            </a>
          ) : (
            <div className="cg-mod-drawer__photo cg-mod-drawer__photo--empty" role="img" aria-label="Mô hình chưa có ảnh">
              <PictureOutlined />
            </div>
          )}
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'seller',
                label: 'Người bán',
                children: (
                  <Flex vertical>
                    <span>{r.seller.full_name}</span>
                    {r.seller.shop_name ? <Typography.Text type="secondary">Shop: {r.seller.shop_name}</Typography.Text> : null}
                  </Flex>
                ),
              },
              { key: 'grade', label: 'Phân khúc', children: `${r.kit.grade_name} (${r.kit.grade_code})` },
              { key: 'scale', label: 'Tỉ lệ', children: KIT_SCALE_LABELS[r.kit.scale as KitScale] ?? r.kit.scale },
              { key: 'condition', label: 'Tình trạng', children: KIT_CONDITION_LABELS[r.kit.condition as KitCondition] ?? r.kit.condition },
              { key: 'series', label: 'Dòng phim', children: r.kit.series || '—' },
              { key: 'start_price', label: 'Giá khởi điểm', children: <MoneyText value={r.starting_price} strong /> },
              { key: 'increment', label: 'Bước giá', children: <MoneyText value={r.bid_increment} /> },
              {
                key: 'buy_now',
                label: 'Giá mua ngay',
                children: r.buy_now_price == null ? 'Không có' : <MoneyText value={r.buy_now_price} />,
              },
              { key: 'deposit', label: 'Tiền cọc tham gia', children: <MoneyText value={r.deposit_amount} /> },
              { key: 'start', label: 'Bắt đầu', children: <DateTime value={r.start_at} /> },
              { key: 'end', label: 'Kết thúc', children: <DateTime value={r.end_at} /> },
              { key: 'duration', label: 'Thời lượng', children: durationLabel(r.start_at, r.end_at) },
              { key: 'created', label: 'Gửi lúc', children: <DateTime value={r.created_at} /> },
              ...(r.decided_at ? [{ key: 'decided', label: 'Xử lý lúc', children: <DateTime value={r.decided_at} /> }] : []),
              ...(r.reject_reason
                ? [{ key: 'reason', label: 'Lý do từ chối', children: <span className="cg-mod-reason">{r.reject_reason}</span> }]
                : []),
              ...(r.auction_id
                ? [{ key: 'auction', label: 'Phiên đấu giá', children: <Link to={`/auction/${r.auction_id}`}>Xem phiên đấu giá</Link> }]
                : []),
            ]}
          />
        </Flex>
      ) : null}
    </Drawer>
  );
}
