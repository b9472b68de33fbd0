import { useState } from 'react';
import { Alert, Button, Form, InputNumber, Modal, Space } from 'antd';
import { ThunderboltOutlined } from '@ant-design/icons';
import type { AuctionDetail, BidResponse } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { MoneyText } from '@/shared/ui/money-text';
import { toast } from '@/shared/ui/toast';
import { useSettingText } from '@/shared/api/public-settings-api';
import { usePlaceBidMutation } from '../../auctions-api';
import { bidProblem, biddingFunds, confirmationFor, lowestUsefulMax, quickBids } from '../../bid-logic';
import { TopUpButton } from './join-box';

const group = (v: number | string | undefined) => (v === undefined || v === '' ? '' : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
const ungroup = (v: string | undefined) => Number((v ?? '').replace(/[^\d]/g, '')) || 0;

/** What the bidder is told once the server took the maximum. */
function announce(res: BidResponse, payWithin: string) {
  if (res.bought_now) {
    toast.success({ title: 'Bạn đã mua ngay thành công', description: `Phiên đấu giá kết thúc. Hãy thanh toán trong ${payWithin}.` });
    return;
  }
  const extended = res.extended ? ` Phiên được gia hạn đến ${formatDateTime(res.end_at)}.` : '';
  if (res.leading) toast.success({ title: 'Bạn đang dẫn đầu', description: `Giá hiện tại ${formatMoney(res.current_price)}.${extended}` });
  else
    toast.warning({
      title: 'Đã có người đặt giá tối đa cao hơn',
      description: `Giá hiện tại ${formatMoney(res.current_price)}. Hãy đặt giá tối đa từ ${formatMoney(res.minimum_next_bid)}.${extended}`,
    });
}

interface Confirm {
  amount: number;
  kind: 'buy_now' | 'far_above';
}

/**
 * "Đặt giá tối đa" (proxy bidding) and "Mua ngay". The field starts at the smallest maximum allowed
 * and follows it while untouched; the quick buttons add increments; the server's refusal shows
 * under the field in its own words. A maximum far above the price, or at the buy-now price, is
 * confirmed first.
 */
export function BidForm({ auction: a, canBuyNow }: { auction: AuctionDetail; canBuyNow: boolean }) {
  const [placeBid, { isLoading }] = usePlaceBidMutation();
  const [typed, setTyped] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [sending, setSending] = useState<'bid' | 'buy_now' | null>(null);
  const payWithin = useSettingText('auction_payment_hours');

  const me = a.me!;
  const leading = a.leader_tag === me.my_tag && me.max_amount !== null;
  const funds = biddingFunds(a);
  // untouched, the field shows the least that can be sent now (it moves with every bid of the others)
  const floor = lowestUsefulMax(a);
  const amount = typed ?? floor;
  const problem = bidProblem(amount, { minimumNext: a.minimum_next_bid, leadingMax: leading ? me.max_amount : null, funds });
  const shownError = serverError ?? (typed !== null ? problem : null);
  const missingForBuyNow = a.buy_now_price !== null ? Math.max(0, a.buy_now_price - funds) : 0;

  const send = async (max: number, kind: 'bid' | 'buy_now') => {
    setConfirm(null);
    setServerError(null);
    setSending(kind);
    try {
      const res = await placeBid({ id: a.id, max_amount: max }).unwrap();
      setTyped(null);
      announce(res, payWithin);
    } catch (err) {
      setServerError(apiError(err).message);
    } finally {
      setSending(null);
    }
  };

  const onSubmit = () => {
    if (problem) {
      setTyped(amount);
      return;
    }
    const kind = confirmationFor(amount, { minimumNext: floor, increment: a.bid_increment, buyNowPrice: a.buy_now_price });
    if (kind) setConfirm({ amount, kind });
    else void send(amount, 'bid');
  };

  return (
    <section className="cg-auction-box" aria-labelledby="bid-title">
      <h2 id="bid-title" className="cg-auction-box__title">
        Đặt giá tối đa
      </h2>
      <p className="cg-auction-box__text">
        Nhập mức giá cao nhất bạn sẵn sàng trả: hệ thống tự đặt giá thay bạn đến mức tối đa, mỗi lần chỉ tăng vừa đủ một bước giá để bạn dẫn
        đầu. Người khác không nhìn thấy giá tối đa của bạn.
      </p>
      {me.max_amount !== null ? (
        <p className="cg-auction-box__text">
          Giá tối đa hiện tại của bạn: <MoneyText value={me.max_amount} strong />
          {leading ? ' — bạn đang dẫn đầu.' : ' — đã bị vượt.'}
        </p>
      ) : null}
      <Form layout="vertical" onFinish={onSubmit} requiredMark={false} className="cg-auction-bid">
        <Form.Item
          label="Giá tối đa của bạn"
          htmlFor="auction-max-amount"
          validateStatus={shownError ? 'error' : undefined}
          help={
            shownError ??
            (leading
              ? `Bạn đang dẫn đầu: giá tối đa mới phải cao hơn ${formatMoney(me.max_amount)}`
              : `Tối thiểu ${formatMoney(a.minimum_next_bid)}, bước giá ${formatMoney(a.bid_increment)}`)
          }
        >
          <InputNumber<number>
            id="auction-max-amount"
            value={amount}
            onChange={(v) => {
              setServerError(null);
              setTyped(v ?? null);
            }}
            min={0}
            step={a.bid_increment}
            precision={0}
            formatter={(v) => group(v)}
            parser={(v) => ungroup(v)}
            suffix="₫"
            size="large"
            style={{ width: '100%' }}
            inputMode="numeric"
          />
        </Form.Item>
        <Space wrap className="cg-auction-bid__quick" aria-label="Chọn nhanh">
          {quickBids(floor, a.bid_increment).map((q) => (
            <Button
              key={q.steps}
              size="small"
              onClick={() => {
                setServerError(null);
                setTyped(q.amount);
              }}
              aria-pressed={amount === q.amount}
            >
              +{q.steps} bước · {formatMoney(q.amount)}
            </Button>
          ))}
        </Space>
        <Button type="primary" size="large" block htmlType="submit" loading={sending === 'bid'} disabled={isLoading}>
          Đặt giá tối đa
        </Button>
      </Form>
      {canBuyNow && a.buy_now_price !== null ? (
        <div className="cg-auction-buy-now">
          <Button
            size="large"
            block
            danger
            icon={<ThunderboltOutlined />}
            loading={sending === 'buy_now'}
            disabled={isLoading || missingForBuyNow > 0}
            onClick={() => setConfirm({ amount: a.buy_now_price!, kind: 'buy_now' })}
          >
            Mua ngay {formatMoney(a.buy_now_price)}
          </Button>
          {missingForBuyNow > 0 ? (
            <Alert
              type="info"
              showIcon
              title={`Để mua ngay, số dư khả dụng cộng tiền cọc cần đủ ${formatMoney(a.buy_now_price)}`}
              description={<TopUpButton missing={missingForBuyNow} auctionId={a.id} />}
            />
          ) : null}
        </div>
      ) : null}
      <Modal
        open={!!confirm}
        title={confirm?.kind === 'buy_now' ? 'Mua ngay?' : 'Xác nhận giá tối đa'}
        okText={confirm?.kind === 'buy_now' ? `Mua ngay ${formatMoney(a.buy_now_price)}` : 'Đặt giá tối đa'}
        cancelText="Xem lại"
        onOk={() => confirm && void send(confirm.amount, confirm.kind === 'buy_now' ? 'buy_now' : 'bid')}
        onCancel={() => setConfirm(null)}
        destroyOnHidden
      >
        {confirm?.kind === 'buy_now' ? (
          <p>
            Bạn mua mô hình với giá <MoneyText value={a.buy_now_price} strong />: phiên đấu giá kết thúc ngay, tiền cọc được trừ vào số tiền
            thanh toán và bạn cần thanh toán trong {payWithin}.
          </p>
        ) : confirm ? (
          <p>
            Giá tối đa <MoneyText value={confirm.amount} strong /> cao hơn nhiều so với mức tối thiểu{' '}
            <MoneyText value={a.minimum_next_bid} />. Hệ thống có thể đặt giá thay bạn đến mức này. Bạn chắc chắn chứ?
          </p>
        ) : null}
      </Modal>
    </section>
  );
}
