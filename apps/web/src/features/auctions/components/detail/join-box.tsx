import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import type { AuctionDetail } from '@cho-gundam/contracts';
import { useSettingText } from '@/shared/api/public-settings-api';
import { apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { Facts } from '@/shared/ui/facts';
import { MoneyText } from '@/shared/ui/money-text';
import { useJoinAuctionMutation } from '../../auctions-api';
import { auctionTopUpPath, joinFigures, topUpAmount } from '../../bid-logic';

/** "Nạp thêm <amount>": the wallet pre-filled with exactly what is missing, back to this auction afterwards. */
export function TopUpButton({ missing, auctionId, block }: { missing: number; auctionId: string; block?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button icon={<WalletOutlined />} block={block} onClick={() => navigate(auctionTopUpPath(missing, auctionId))}>
      Nạp thêm {formatMoney(topUpAmount(missing))}
    </Button>
  );
}

/**
 * "Tham gia đấu giá": the deposit (the admin's rate of the starting price, fixed when the auction was approved) moves from the available balance to
 * held. Shows the deposit, the balance after it, and the exact top-up when the balance is short.
 */
export function JoinBox({ auction: a }: { auction: AuctionDetail }) {
  const [join, { isLoading }] = useJoinAuctionMutation();
  const [refusal, setRefusal] = useState<{ message: string; missing: number | null } | null>(null);
  const available = a.me?.available_balance ?? 0;
  const f = joinFigures(a.deposit_amount, available);
  const payWithin = useSettingText('auction_payment_hours');

  const onJoin = async () => {
    setRefusal(null);
    try {
      await join(a.id).unwrap();
    } catch (err) {
      const e = apiError(err);
      const missing = (e.details as { missing?: unknown } | null)?.missing;
      setRefusal({ message: e.message, missing: typeof missing === 'number' && missing > 0 ? missing : null });
    }
  };

  return (
    <section className="cg-auction-box" aria-labelledby="join-title">
      <h2 id="join-title" className="cg-auction-box__title">
        Tham gia đấu giá
      </h2>
      <p className="cg-auction-box__text">
        Để đặt giá, bạn cần đặt cọc {formatMoney(a.deposit_amount)}. Tiền cọc được tạm giữ trong ví: hoàn lại nếu bạn không thắng, trừ vào
        số tiền thanh toán nếu bạn thắng, và bị mất nếu bạn thắng mà không thanh toán trong {payWithin}.
      </p>
      <Facts
        facts={[
          { key: 'deposit', label: 'Tiền đặt cọc', value: <MoneyText value={f.deposit} strong />, testId: 'join-deposit' },
          { key: 'available', label: 'Số dư khả dụng', value: <MoneyText value={available} />, testId: 'join-available' },
          {
            key: 'after',
            label: 'Số dư sau khi đặt cọc',
            value: f.missing > 0 ? '—' : <MoneyText value={f.balanceAfter} />,
            total: true,
            testId: 'join-balance-after',
          },
        ]}
      />
      {f.missing > 0 ? (
        <Alert
          type="warning"
          showIcon
          title="Số dư không đủ để đặt cọc"
          description={
            <>
              <div>
                Bạn cần nạp thêm <MoneyText value={f.missing} strong /> để tham gia.
              </div>
              <div style={{ marginTop: 8 }}>
                <TopUpButton missing={f.missing} auctionId={a.id} />
              </div>
            </>
          }
        />
      ) : null}
      {refusal ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Không thể tham gia"
          description={
            <>
              <div>{refusal.message}</div>
              {refusal.missing && f.missing === 0 ? (
                <div style={{ marginTop: 8 }}>
                  <TopUpButton missing={refusal.missing} auctionId={a.id} />
                </div>
              ) : null}
            </>
          }
        />
      ) : null}
      <Button type="primary" size="large" block loading={isLoading} disabled={f.missing > 0} onClick={() => void onJoin()}>
        Đặt cọc và tham gia
      </Button>
    </section>
  );
}
