import { Col, Row } from 'antd';
import { Statistic } from '@/shared/ui/statistic';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import type { WeekFigures } from '@cho-gundam/contracts';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import { changeText, shortDay, weekChange } from '../dashboard-figures';

const FIGURES: { key: 'orders' | 'auctions' | 'exchanges' | 'gmv' | 'new_members'; title: string; money?: boolean }[] = [
  { key: 'orders', title: 'Đơn hàng mới' },
  { key: 'auctions', title: 'Phiên đấu giá kết thúc' },
  { key: 'exchanges', title: 'Giao dịch trao đổi hoàn tất' },
  { key: 'gmv', title: 'GMV (đơn hoàn tất)', money: true },
  { key: 'new_members', title: 'Thành viên mới' },
];

/** This week (Monday to today, Vietnamese time) against the whole of last week. */
export function WeekComparison({ thisWeek, lastWeek }: { thisWeek: WeekFigures; lastWeek: WeekFigures }) {
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map((f) => {
        const now = thisWeek[f.key];
        const before = lastWeek[f.key];
        const format = (n: number) => (f.money ? formatMoney(n) : formatNumber(n));
        const trend = weekChange(now, before).trend;
        return (
          <Col key={f.key} xs={12} xl={6}>
            <Card size="small" className="cg-dash__kpi">
              <Statistic title={`${f.title} tuần này`} value={format(now)} />
              <Typography.Text type={trend === 'down' ? 'danger' : trend === 'up' ? 'success' : 'secondary'}>
                {changeText(now, before, format)}
              </Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  Tuần trước ({shortDay(lastWeek.from)}–{shortDay(lastWeek.to)}): {format(before)}
                </Typography.Text>
              </div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
