import { CheckCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import type { SubscriptionPlan } from '@cho-gundam/contracts';
import { formatMoney } from '@/shared/lib/format';
import '../shop.css';

const limit = (n: number | null, unit: string) => (n === null ? `Không giới hạn ${unit}` : `${n} ${unit}`);

/** One plan as the server defines it (never hard-coded: an admin may change the trial's limits). */
export function PlanCard({ plan, active = false }: { plan: SubscriptionPlan; active?: boolean }) {
  const features = [
    limit(plan.max_listings, 'lượt đăng bán cùng lúc'),
    limit(plan.max_open_auctions, plan.max_open_auctions === 1 ? 'phiên đấu giá' : 'phiên đấu giá cùng lúc'),
    plan.price === 0 ? 'Miễn phí' : `${formatMoney(plan.price)}`,
    plan.duration_days === null ? 'Không thời hạn' : `Thời hạn ${plan.duration_days} ngày`,
  ];
  return (
    <Card className="cg-plan-card" size="small" title={plan.name} extra={active ? <Tag color="green">Đã kích hoạt</Tag> : null}>
      <ul className="cg-plan-card__list">
        {features.map((f) => (
          <li key={f}>
            <CheckCircleFilled aria-hidden="true" style={{ color: '#16a34a' }} /> <Typography.Text>{f}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}
