import { Link, useNavigate } from 'react-router';
import { Button } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import { WalletOutlined } from '@ant-design/icons';
import type { CheckoutQuoteResponse } from '@cho-gundam/contracts';
import { formatMoney } from '@/shared/lib/format';
import { Facts } from '@/shared/ui/facts';
import { MoneyText } from '@/shared/ui/money-text';
import { ShortBalanceNote } from '@/shared/ui/short-balance-note';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { itemsCountText, topUpPath, type QuoteView } from '../checkout-logic';

interface Props {
  kitIds: string[];
  /** the quote and what the page makes of it; absent while it is being computed */
  q: CheckoutQuoteResponse | undefined;
  view: QuoteView | null;
  placing: boolean;
  /** a new quote is on its way */
  requoting: boolean;
  /** no delivery address yet: nothing to quote until the buyer saves one */
  needsAddress: boolean;
  onPlace: () => void;
}

/** The side card "Đơn hàng": totals, the wallet balance (with "Nạp thêm" when short) and "Đặt hàng". */
export function CheckoutSummary({ kitIds, q, view, placing, requoting, needsAddress, onPlace }: Props) {
  const navigate = useNavigate();
  return (
    <aside className="cg-checkout__side" aria-label="Tóm tắt đơn hàng">
      <Card title="Đơn hàng" size="small" extra={<Link to="/cart">Quay lại giỏ hàng</Link>}>
        {q && view ? (
          <>
            <Facts
              facts={[
                {
                  key: 'items',
                  label: `Tổng tiền hàng (${itemsCountText(view.buyableCount)})`,
                  value: <MoneyText value={q.items_total} />,
                },
                { key: 'delivery', label: 'Tổng phí vận chuyển', value: <MoneyText value={q.delivery_total} /> },
                {
                  key: 'grand',
                  label: 'Tổng thanh toán',
                  value: <MoneyText value={q.grand_total} strong />,
                  total: true,
                  testId: 'checkout-grand-total',
                },
                {
                  key: 'balance',
                  label: (
                    <>
                      <WalletOutlined aria-hidden="true" /> Số dư ví
                    </>
                  ),
                  value: <MoneyText value={q.available_balance} />,
                  testId: 'checkout-balance',
                },
              ]}
            />
            {view.short ? (
              <div style={{ marginBottom: 12 }}>
                <ShortBalanceNote
                  missing={q.missing_amount}
                  action={
                    <Button type="primary" onClick={() => navigate(topUpPath(q.missing_amount, kitIds))}>
                      Nạp thêm {formatMoney(q.missing_amount)}
                    </Button>
                  }
                />
              </div>
            ) : null}
            {view.blocker && !view.short ? <Typography.Paragraph type="danger">{view.blocker}</Typography.Paragraph> : null}
          </>
        ) : needsAddress ? (
          <Typography.Paragraph type="secondary" data-testid="checkout-needs-address">
            Thêm địa chỉ nhận hàng để xem phí vận chuyển và tổng thanh toán.
          </Typography.Paragraph>
        ) : (
          <TextSkeleton title={false} rows={4} />
        )}
        <Button
          type="primary"
          size="large"
          block
          // the name stays "Đặt hàng" while the spinner shows (tests and screen readers find it the same)
          aria-label="Đặt hàng"
          aria-busy={placing}
          loading={placing}
          disabled={!q || !view || !!view.blocker || requoting}
          onClick={onPlace}
        >
          Đặt hàng
        </Button>
        <p className="cg-checkout__legal">
          Tiền được giữ an toàn trên sàn và chỉ chuyển cho người bán khi bạn đã nhận hàng. Mỗi shop là một đơn hàng riêng.
        </p>
      </Card>
    </aside>
  );
}
