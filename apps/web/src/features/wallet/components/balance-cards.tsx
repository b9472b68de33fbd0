import { Col, Row, Skeleton } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import type { WalletBalances } from '@cho-gundam/contracts';
import { MoneyText } from '@/shared/ui/money-text';

const CARDS: { key: keyof WalletBalances; title: string; hint: string; color: string }[] = [
  { key: 'available', title: 'Số dư khả dụng', hint: 'Dùng để mua hàng, mua gói dịch vụ hoặc rút về ngân hàng', color: '#1677ff' },
  {
    key: 'held',
    title: 'Đang tạm giữ',
    hint: 'Tiền đơn hàng chưa hoàn tất, tiền đặt cọc và yêu cầu rút tiền đang chờ xử lý',
    color: '#fa8c16',
  },
  {
    key: 'pending',
    title: 'Tiền bán hàng chờ nhận',
    hint: 'Tiền bán hàng sẽ vào số dư khả dụng khi người mua nhận hàng',
    color: '#52c41a',
  },
];

/** The three balances of product.md §6. */
export function BalanceCards({ balances, loading }: { balances: WalletBalances | undefined; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((c) => (
        <Col xs={24} md={8} key={c.key}>
          <Card size="small" style={{ borderTop: `3px solid ${c.color}` }} aria-label={c.title}>
            <Typography.Text type="secondary">{c.title}</Typography.Text>
            <div style={{ fontSize: 24, margin: '4px 0', color: c.color }} data-testid={`balance-${c.key}`}>
              {loading ? <Skeleton.Input active size="small" /> : <MoneyText value={balances?.[c.key] ?? 0} strong />}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {c.hint}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
