import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { WalletOutlined } from '@ant-design/icons';
import type { Exchange } from '@cho-gundam/contracts';
import { FEE_STATE_LABELS } from '@cho-gundam/contracts/core';
import { useAppDispatch } from '@/shared/store/hooks';
import { apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { DateTime } from '@/shared/ui/date-time';
import { PlainDescriptions } from '@/shared/ui/descriptions';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PlainButton } from '@/shared/ui/plain-button';
import { Label } from '@/shared/ui/tag';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { updateDeliveryFee } from '../exchange-slice';
import { useTradeCommands, useTradeFee } from '../trade-data';
import { feeAttempt, isDefiniteAnswer, refusalDetails, topUpAmount, tradeTopUpPath, type Mine } from '../trade-logic';

type Refusal =
  | { kind: 'price'; message: string; newFee: number | null }
  | { kind: 'short'; message: string; missing: number }
  | { kind: 'other'; message: string };

function TopUp({ missing, tradeId }: { missing: number; tradeId: string }) {
  const navigate = useNavigate();
  return (
    <PlainButton icon={<WalletOutlined />} onClick={() => navigate(tradeTopUpPath(missing, tradeId))}>
      Nạp thêm {formatMoney(topUpAmount(missing))}
    </PlainButton>
  );
}

/**
 * Stage 2: the fee of the parcel I receive, quoted by the carrier (kept in the seed's
 * `deliveryFees[userID][exchange_id]`), and "Thanh toán phí vận chuyển" from my wallet with one
 * Idempotency-Key per attempt; a changed quote or a short balance is explained with its figure.
 */
export function TradeFee({ trade, m, userId }: { trade: Exchange; m: Mine; userId: string }) {
  const paid = m.myFee.state !== 'none';
  const ready = trade.status === 'pending' && !!m.from && !!m.to && !!m.partnerFrom && !paid;
  const quote = useTradeFee(trade.id, ready);
  const q = quote.currentData;
  const dispatch = useAppDispatch();
  const { payFee } = useTradeCommands();
  const [paying, setPaying] = useState(false);
  const attempt = useRef(feeAttempt());
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    if (!q) return;
    // the fee is kept on this device (deliveryFeesCache), the member's wallet balance is not
    const { available_balance: _balance, missing_amount: _missing, ...carrierQuote } = q;
    dispatch(
      updateDeliveryFee({
        userID: userId,
        exchange_id: trade.id,
        fee: { total: q.fee, ...carrierQuote, quoted_at: new Date().toISOString() },
      }),
    );
  }, [q, dispatch, userId, trade.id]);

  const onPay = async () => {
    if (!q || paying) return;
    setRefusal(null);
    setPaying(true);
    try {
      // the trade and its quote are read again after the answer, whatever it is (trade-data.ts)
      await payFee(trade.id, q.fee, attempt.current.keyFor(q.fee));
      attempt.current.resolve();
    } catch (err) {
      const e = apiError(err);
      if (isDefiniteAnswer(e.status, e.code)) attempt.current.resolve();
      const d = refusalDetails(e.details);
      if (e.status === 409 && (e.details as { reason?: string } | null)?.reason === 'price_changed') {
        setRefusal({ kind: 'price', message: e.message, newFee: d.newFee });
      } else if (e.status === 422 && d.missing) {
        setRefusal({ kind: 'short', message: e.message, missing: d.missing });
      } else {
        const retry = isDefiniteAnswer(e.status, e.code) ? '' : ' Bấm "Thanh toán" lần nữa: hệ thống sẽ không trừ tiền hai lần.';
        setRefusal({ kind: 'other', message: `${e.message}${retry}` });
      }
    } finally {
      setPaying(false);
    }
  };

  const partnerPaid = m.partnerFee.state !== 'none';
  return (
    <section className="cg-panel" aria-labelledby="trade-fee-title">
      <h2 id="trade-fee-title" className="cg-trade__h2">
        Phí vận chuyển kiện hàng bạn nhận
      </h2>
      <p data-testid="trade-partner-fee">
        {m.partner.full_name}:{' '}
        <Label color={partnerPaid ? 'green' : undefined}>
          {partnerPaid ? 'Đã thanh toán phí vận chuyển' : 'Chưa thanh toán phí vận chuyển'}
        </Label>
      </p>
      {paid ? (
        <NoteAlert
          type="success"
          showIcon
          data-testid="trade-my-fee-paid"
          title={
            <>
              Bạn đã thanh toán phí vận chuyển <MoneyText value={m.myFee.amount} strong />
            </>
          }
          description={FEE_STATE_LABELS[m.myFee.state]}
        />
      ) : trade.status !== 'pending' ? null : !m.from || !m.to ? (
        <NoteAlert type="info" showIcon title="Chọn địa chỉ gửi và nhận hàng của bạn để xem phí vận chuyển." />
      ) : !m.partnerFrom ? (
        <NoteAlert type="info" showIcon title={`Chờ ${m.partner.full_name} chọn địa chỉ gửi hàng để tính phí vận chuyển.`} />
      ) : quote.isError ? (
        <LoadError
          message="Không tính được phí vận chuyển"
          description={apiError(quote.lastError).message}
          onRetry={quote.refetch}
          retrying={quote.isFetching}
        />
      ) : !q ? (
        <div aria-busy="true" aria-label="Đang tính phí vận chuyển">
          <TextSkeleton title={false} rows={3} />
        </div>
      ) : (
        <>
          <PlainDescriptions
            bordered
            items={[
              {
                key: 'fee',
                label: 'Phí vận chuyển',
                children: (
                  <span data-testid="trade-fee-amount">
                    <MoneyText value={q.fee} strong />
                  </span>
                ),
              },
              { key: 'expected', label: 'Dự kiến giao', children: <DateTime value={q.expected_delivery_at} /> },
              { key: 'balance', label: 'Số dư khả dụng', children: <MoneyText value={q.available_balance} /> },
            ]}
          />
          {q.missing_amount > 0 ? (
            <NoteAlert
              type="warning"
              showIcon
              title="Số dư không đủ"
              description={
                <>
                  <div>
                    Bạn cần thêm <MoneyText value={q.missing_amount} strong /> để thanh toán phí vận chuyển.
                  </div>
                  <div className="cg-trade__buttons">
                    <TopUp missing={q.missing_amount} tradeId={trade.id} />
                  </div>
                </>
              }
            />
          ) : null}
          {refusal ? (
            <NoteAlert
              type={refusal.kind === 'price' ? 'warning' : 'error'}
              showIcon
              role="alert"
              title={refusal.kind === 'price' ? 'Phí vận chuyển đã thay đổi' : 'Chưa thanh toán được'}
              description={
                <>
                  <div>{refusal.message}</div>
                  {refusal.kind === 'price' && refusal.newFee !== null ? (
                    <div>
                      Phí mới: <MoneyText value={refusal.newFee} strong />. Kiểm tra lại và bấm thanh toán lần nữa nếu bạn đồng ý.
                    </div>
                  ) : null}
                  {refusal.kind === 'short' ? (
                    <div className="cg-trade__buttons">
                      Còn thiếu <MoneyText value={refusal.missing} strong /> <TopUp missing={refusal.missing} tradeId={trade.id} />
                    </div>
                  ) : null}
                </>
              }
            />
          ) : null}
          <PlainButton
            type="primary"
            className="cg-trade__pay"
            loading={paying}
            disabled={q.missing_amount > 0 || quote.isFetching}
            onClick={() => void onPay()}
          >
            Thanh toán phí vận chuyển {formatMoney(q.fee)}
          </PlainButton>
        </>
      )}
    </section>
  );
}
