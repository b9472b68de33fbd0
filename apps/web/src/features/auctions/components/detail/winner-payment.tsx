import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Empty, Radio, Skeleton, Space, Tag } from 'antd';
import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import type { Address, AuctionDetail } from '@cho-gundam/contracts';
import { addressLine } from '@/shared/lib/address';
import { apiError } from '@/shared/lib/form-helpers';
import { formatMoney } from '@/shared/lib/format';
import { DateTime } from '@/shared/ui/date-time';
import { Facts } from '@/shared/ui/facts';
import { LoadError } from '@/shared/ui/load-error';
import { MoneyText } from '@/shared/ui/money-text';
import { ShortBalanceNote } from '@/shared/ui/short-balance-note';
import { useAuctionPaymentQuoteQuery, usePayAuctionMutation, type AuctionPaymentResult } from '../../auctions-api';
import { createAttemptKeys, isDefiniteAnswer } from '../../bid-logic';
import { AuctionCountdown } from '../auction-countdown';
import { TopUpButton } from './join-box';

/** The member's address book as the page loads it (the addresses feature's query). */
export interface AddressBook {
  data?: Address[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}
/** "Thêm địa chỉ": the addresses feature's form, handed in by the page. */
export type AddAddressSlot = (form: { open: boolean; first: boolean; onClose: () => void }) => ReactNode;

interface Props {
  auction: AuctionDetail;
  offsetMs: number;
  addresses: AddressBook;
  addAddress: AddAddressSlot;
  onPaid: (result: AuctionPaymentResult) => void;
}

/**
 * The winner's payment (product.md §7): an address, the server's quote for it (price − deposit +
 * delivery), the exact top-up when the wallet is short, and "Thanh toán" with one Idempotency-Key per
 * attempt, all before the 48 h deadline.
 */
export function WinnerPayment({ auction: a, offsetMs, addresses, addAddress, onPaid }: Props) {
  const payment = a.me!.payment!;
  const list = addresses.data ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const address = list.find((x) => x.id === chosenId) ?? list.find((x) => x.is_primary) ?? list[0] ?? null;
  const quote = useAuctionPaymentQuoteQuery(
    { id: a.id, address_id: address?.id ?? '' },
    { skip: !address, refetchOnMountOrArgChange: true },
  );
  const q = quote.currentData;
  const [pay, { isLoading: paying }] = usePayAuctionMutation();
  const keys = useRef(createAttemptKeys());
  const [refusal, setRefusal] = useState<string | null>(null);

  const onPay = async () => {
    if (!address || !q || paying) return;
    setRefusal(null);
    const key = keys.current.keyFor(`${address.id}:${q.total_due}`);
    try {
      const res = await pay({ id: a.id, address_id: address.id, expected_total: q.total_due, key }).unwrap();
      keys.current.resolve();
      onPaid(res);
    } catch (err) {
      const e = apiError(err);
      if (isDefiniteAnswer(e.status, e.code)) keys.current.resolve();
      const reason = (e.details as { reason?: unknown } | null)?.reason;
      if (reason === 'price_changed' || e.code === 'insufficient_funds') void quote.refetch();
      setRefusal(
        isDefiniteAnswer(e.status, e.code) ? e.message : `${e.message} Bấm "Thanh toán" lần nữa: hệ thống sẽ không trừ tiền hai lần.`,
      );
    }
  };

  const form = addAddress({ open: adding, first: list.length === 0, onClose: () => setAdding(false) });

  return (
    <section className="cg-auction-box cg-auction-box--win" aria-labelledby="pay-title">
      <h2 id="pay-title" className="cg-auction-box__title">
        {payment.second_chance ? 'Cơ hội thứ hai: thanh toán để nhận mô hình' : 'Bạn đã thắng! Thanh toán để nhận mô hình'}
      </h2>
      <p className="cg-auction-box__text">
        {payment.second_chance
          ? `Người thắng trước không thanh toán. Bạn được mua với giá tối đa của mình, ${formatMoney(payment.price)}.`
          : `Giá thắng ${formatMoney(payment.price)}. Tiền cọc đã giữ được trừ vào số tiền cần thanh toán.`}
      </p>
      <p className="cg-auction-box__deadline">
        Hạn thanh toán: <DateTime value={payment.due_at} /> (còn{' '}
        <AuctionCountdown to={payment.due_at} offsetMs={offsetMs} className="cg-auction-box__countdown" />
        ). Quá hạn, tiền cọc sẽ bị mất.
      </p>

      <div className="cg-auction-address">
        <div className="cg-auction-address__head">
          <strong>
            <EnvironmentOutlined aria-hidden="true" /> Địa chỉ nhận hàng
          </strong>
          <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Thêm địa chỉ
          </Button>
        </div>
        {addresses.isError ? (
          <LoadError
            message="Không tải được sổ địa chỉ"
            description={apiError(addresses.error).message}
            onRetry={() => void addresses.refetch()}
            retrying={addresses.isFetching}
          />
        ) : addresses.isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Bạn chưa có địa chỉ nhận hàng">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              Thêm địa chỉ nhận hàng
            </Button>
          </Empty>
        ) : (
          <Radio.Group
            value={address?.id}
            onChange={(e) => {
              setChosenId(e.target.value as string);
              setRefusal(null);
            }}
            aria-label="Chọn địa chỉ nhận hàng"
            className="cg-auction-address__list"
          >
            <Space orientation="vertical" style={{ width: '100%' }}>
              {list.map((x) => (
                <Radio key={x.id} value={x.id}>
                  <strong>{x.full_name}</strong> · {x.phone_number} {x.is_primary ? <Tag color="red">Mặc định</Tag> : null}
                  <div className="cg-auction-address__line">{addressLine(x)}</div>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        )}
        {list.length > 0 ? <Link to="/member/profile/address-setting">Quản lý sổ địa chỉ</Link> : null}
      </div>

      {!address ? null : quote.isError ? (
        <LoadError
          message="Không tính được số tiền thanh toán"
          description={apiError(quote.error).message}
          onRetry={() => void quote.refetch()}
          retrying={quote.isFetching}
        />
      ) : !q ? (
        <div aria-busy="true" aria-label="Đang tính phí vận chuyển">
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </div>
      ) : (
        <>
          <Facts
            facts={[
              { key: 'price', label: 'Giá thắng', value: <MoneyText value={q.price} /> },
              { key: 'deposit', label: 'Trừ tiền cọc đã giữ', value: <>−{formatMoney(q.deposit_applied)}</> },
              { key: 'fee', label: 'Phí vận chuyển', value: <MoneyText value={q.delivery_fee} />, testId: 'auction-payment-fee' },
              {
                key: 'total',
                label: 'Cần thanh toán',
                value: <MoneyText value={q.total_due} strong />,
                total: true,
                testId: 'auction-payment-total',
              },
              { key: 'balance', label: 'Số dư khả dụng', value: <MoneyText value={q.available_balance} /> },
            ]}
          />
          {q.missing_amount > 0 ? (
            <ShortBalanceNote missing={q.missing_amount} action={<TopUpButton missing={q.missing_amount} auctionId={a.id} />} />
          ) : null}
        </>
      )}
      {refusal ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Chưa thanh toán được"
          description={refusal}
          closable={{ onClose: () => setRefusal(null) }}
        />
      ) : null}
      <Button
        type="primary"
        size="large"
        block
        loading={paying}
        disabled={!q || q.missing_amount > 0 || quote.isFetching}
        onClick={() => void onPay()}
      >
        Thanh toán {q ? formatMoney(q.total_due) : ''}
      </Button>
      {form}
    </section>
  );
}
