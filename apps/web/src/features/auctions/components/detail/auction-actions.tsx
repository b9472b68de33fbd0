import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Skeleton } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import type { AuctionDetail, AuctionStatus } from '@cho-gundam/contracts';
import { formatMoney } from '@/shared/lib/format';
import { MoneyText } from '@/shared/ui/money-text';
import type { AuctionPaymentResult } from '../../auctions-api';
import { auctionActions, orderPath, signInPath, type ActionNote } from '../../bid-logic';
import { AuctionOutcome } from './auction-outcome';
import { PageResult } from '@/shared/ui/page-result';
import './auction-detail.css';
import './auction-actions.css';
import { NoteAlert } from '@/shared/ui/note-alert';

// Only a signed-in member joins, only one who has joined a running auction bids, and only its winner
// pays (the page composes the payment with the address book): a guest's or a watcher's page loads
// none of these forms' code, nor the commands' RTK Query (antd's Form, InputNumber, Modal, Radio: issue 13)
const JoinBox = lazy(() => import('./join-box').then((m) => ({ default: m.JoinBox })));
const BidForm = lazy(() => import('./bid-form').then((m) => ({ default: m.BidForm })));
const formLoading = <Skeleton active title={false} paragraph={{ rows: 3 }} />;

const NOTES: Record<ActionNote, string | null> = {
  own_auction: 'Đây là phiên đấu giá của bạn: bạn theo dõi được giá và lượt đặt giá nhưng không thể tham gia.',
  not_started: 'Phiên chưa bắt đầu. Bạn có thể đặt cọc và tham gia ngay khi phiên bắt đầu.',
  no_deposit: 'Tiền cọc của bạn không còn được giữ cho phiên này, bạn không thể đặt giá.',
  closed: null,
};

interface Props {
  auction: AuctionDetail;
  status: AuctionStatus;
  /** the server's clock now (device clock + offset), for what is allowed */
  serverNow: number;
  offsetMs: number;
  viewerId: string | null;
  /** when I was last outbid (from the live stream) */
  outbidAt: number | null;
  winner: string | null;
  /** the winner's payment (winner-payment.tsx), composed by the page with the member's address book */
  payment: PaymentSlot;
}

/** What the page draws for the winner's payment; it may load its code lazily (a Suspense waits for it). */
export type PaymentSlot = (p: { auction: AuctionDetail; offsetMs: number; onPaid: (result: AuctionPaymentResult) => void }) => ReactNode;

/** My standing in the auction: state, my maximum, the deposit. */
function MyStanding({ auction: a }: { auction: AuctionDetail }) {
  const me = a.me;
  if (!me?.joined) return null;
  return (
    <dl className="cg-auction-mine" aria-label="Trạng thái của bạn">
      {me.state_label ? (
        <div>
          <dt>Trạng thái của bạn</dt>
          <dd data-testid="auction-my-state">{me.state_label}</dd>
        </div>
      ) : null}
      {me.max_amount !== null ? (
        <div>
          <dt>Giá tối đa của bạn</dt>
          <dd>
            <MoneyText value={me.max_amount} />
          </dd>
        </div>
      ) : null}
      {me.deposit_state_label ? (
        <div>
          <dt>Tiền cọc {formatMoney(a.deposit_amount)}</dt>
          <dd>{me.deposit_state_label}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The right column's actions for my state: sign in, join, bid / buy now, pay; or how the auction ended. */
export function AuctionActions({ auction: a, status, serverNow, offsetMs, viewerId, outbidAt, winner, payment }: Props) {
  const navigate = useNavigate();
  const [paid, setPaid] = useState<AuctionPaymentResult | null>(null);
  const [outbidSeen, setOutbidSeen] = useState<number | null>(null);
  const view = auctionActions(a, viewerId, serverNow);
  const note = view.note ? NOTES[view.note] : null;
  const showOutbid = outbidAt !== null && outbidAt !== outbidSeen && status === 'active';

  if (paid) {
    return (
      <section className="cg-auction-box cg-auction-box--win" aria-live="polite">
        <PageResult
          status="success"
          title="Thanh toán thành công"
          subTitle={
            <>
              Mã đơn hàng <strong data-testid="auction-order-code">{paid.order_code}</strong> — đã thanh toán {formatMoney(paid.total_paid)}
              . Người bán sẽ đóng gói và gửi hàng cho bạn.
            </>
          }
          extra={
            <Button type="primary" onClick={() => navigate(orderPath(paid.order_id))}>
              Xem đơn hàng
            </Button>
          }
        />
      </section>
    );
  }

  return (
    <div className="cg-auction-actions">
      {showOutbid ? (
        <NoteAlert
          type="warning"
          showIcon
          role="alert"
          title="Bạn đã bị vượt giá"
          description={`Giá hiện tại ${formatMoney(a.current_price)}. Đặt giá tối đa từ ${formatMoney(a.minimum_next_bid)} để giành lại vị trí dẫn đầu.`}
          closable={{ onClose: () => setOutbidSeen(outbidAt) }}
        />
      ) : null}
      <AuctionOutcome auction={a} status={status} winner={winner} paying={view.actions.includes('pay')} />
      <MyStanding auction={a} />
      {note ? <NoteAlert type="info" showIcon title={note} /> : null}
      {view.actions.includes('sign_in') ? (
        <section className="cg-auction-box">
          <p className="cg-auction-box__text">
            Đăng nhập để đặt cọc {formatMoney(a.deposit_amount)} và đặt giá. Bạn vẫn xem được giá, lượt đặt giá và thời gian còn lại mà
            không cần đăng nhập.
          </p>
          <Button type="primary" size="large" block icon={<LoginOutlined />} onClick={() => navigate(signInPath(a.id))}>
            Đăng nhập để tham gia
          </Button>
        </section>
      ) : null}
      {view.actions.includes('join') ? (
        <Suspense fallback={formLoading}>
          <JoinBox auction={a} />
        </Suspense>
      ) : null}
      {view.actions.includes('bid') ? (
        <Suspense fallback={formLoading}>
          <BidForm auction={a} canBuyNow={view.actions.includes('buy_now')} />
        </Suspense>
      ) : null}
      {view.actions.includes('pay') ? (
        <Suspense fallback={formLoading}>{payment({ auction: a, offsetMs, onPaid: setPaid })}</Suspense>
      ) : null}
    </div>
  );
}
