import { Link } from 'react-router';
import { TrophyOutlined } from '@ant-design/icons';
import type { AuctionDetail, AuctionStatus } from '@cho-gundam/contracts';
import { formatMoney } from '@/shared/lib/format';
import { DateTime } from '@/shared/ui/date-time';
import { orderPath } from '../../bid-logic';
import { NoteAlert } from '@/shared/ui/note-alert';

interface Props {
  auction: AuctionDetail;
  /** the status by the server's clock */
  status: AuctionStatus;
  /** the winner's masked name from the history, when known */
  winner: string | null;
  /** the payment block is on screen (it says "Bạn đã thắng" itself) */
  paying: boolean;
}

/** How a finished auction ended, from my side when I took part: won, lost, paid, failed, canceled. */
export function AuctionOutcome({ auction: a, status, winner, paying }: Props) {
  const me = a.me;
  const iWon = !!me && a.winner_tag !== null && a.winner_tag === me.my_tag;
  const price = a.winning_price ?? a.current_price;
  const who = winner ?? 'một người đặt giá';
  const depositNote = me?.joined && me.deposit_state_label ? ` Tiền cọc của bạn: ${me.deposit_state_label.toLowerCase()}.` : '';

  if (status === 'ended' && (a.status === 'active' || a.status === 'scheduled')) {
    return <NoteAlert type="info" showIcon title="Phiên đấu giá đã kết thúc" description="Đang xác định người thắng…" />;
  }
  if (status === 'ended') {
    if (paying) return null;
    if (iWon)
      return (
        <NoteAlert
          type="success"
          showIcon
          icon={<TrophyOutlined />}
          title="Bạn đã thắng"
          description={`Giá thắng ${formatMoney(price)}.`}
        />
      );
    return (
      <NoteAlert
        type="info"
        showIcon
        title="Phiên đấu giá đã kết thúc"
        description={
          <>
            Người thắng: <strong>{who}</strong> với giá {formatMoney(price)}. Đang chờ người thắng thanh toán
            {a.payment_due_at ? (
              <>
                {' '}
                (hạn <DateTime value={a.payment_due_at} />)
              </>
            ) : null}
            .{me?.joined ? ` Bạn không thắng phiên này.${depositNote}` : ''}
          </>
        }
      />
    );
  }
  if (status === 'completed') {
    return iWon ? (
      <NoteAlert
        type="success"
        showIcon
        icon={<TrophyOutlined />}
        title="Bạn đã thắng và đã thanh toán"
        description={
          <>
            Giá thắng {formatMoney(price)}.{' '}
            {a.order_id ? <Link to={orderPath(a.order_id)}>Xem đơn hàng</Link> : 'Đơn hàng đang được người bán chuẩn bị.'}
          </>
        }
      />
    ) : (
      <NoteAlert
        type="success"
        showIcon
        title="Phiên đấu giá đã hoàn thành"
        description={`Người thắng ${who} đã thanh toán với giá ${formatMoney(price)}.${me?.joined ? depositNote : ''}`}
      />
    );
  }
  if (status === 'failed') {
    return (
      <NoteAlert
        type="warning"
        showIcon
        title="Phiên đấu giá không thành"
        description={`${a.bid_count === 0 ? 'Không có lượt đặt giá nào.' : 'Người thắng không thanh toán đúng hạn.'}${depositNote}`}
      />
    );
  }
  if (status === 'canceled') {
    return (
      <NoteAlert
        type="warning"
        showIcon
        title="Phiên đấu giá đã bị hủy"
        description={
          <>
            {a.cancel_reason ? <div>Lý do: {a.cancel_reason}</div> : null}
            {me?.joined ? <div>Tiền cọc của bạn đã được hoàn lại vào số dư khả dụng.</div> : null}
          </>
        }
      />
    );
  }
  return null;
}
