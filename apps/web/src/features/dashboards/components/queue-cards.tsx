import { Link } from 'react-router';
import { Col, Row } from 'antd';
import { Statistic } from '@/shared/ui/statistic';
import { Card } from '@/shared/ui/card';
import type { StaffQueueCount } from '@cho-gundam/contracts';
import { formatNumber } from '@/shared/lib/format';
import { PageEmpty } from '@/shared/ui/page-empty';

/** One card per queue the server registered: how many items wait, and a link to the page that works them. */
export function QueueCards({ queues }: { queues: StaffQueueCount[] }) {
  if (queues.length === 0) return <PageEmpty description="Không có hàng đợi nào được theo dõi" />;
  return (
    <Row gutter={[16, 16]}>
      {queues.map((q) => (
        <Col key={q.key} xs={24} sm={12} xl={24 / Math.min(queues.length, 4)}>
          <Link to={q.path} className="cg-dash__queue" aria-label={`${q.label}: ${formatNumber(q.count)}`}>
            <Card size="small" hoverable className={q.count > 0 ? 'cg-dash__queue-card cg-dash__queue-card--busy' : 'cg-dash__queue-card'}>
              <Statistic title={q.label} value={q.count} />
              <span className="cg-dash__queue-link">{q.count > 0 ? 'Xử lý ngay' : 'Không có việc chờ'}</span>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
