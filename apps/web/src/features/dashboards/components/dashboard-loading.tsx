import { Col, Row } from 'antd';
import { Card } from '@/shared/ui/card';
import { TextSkeleton } from '@/shared/ui/text-skeleton';

/** The dashboards' placeholder while the figures load. */
export function DashboardLoading({ label }: { label: string }) {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3].map((i) => (
        <Col key={i} xs={12} xl={6}>
          <Card size="small">
            <TextSkeleton title={false} rows={2} />
          </Card>
        </Col>
      ))}
      <Col xs={24}>
        <Card size="small">
          <TextSkeleton rows={6} />
        </Card>
      </Col>
    </Row>
  );
}
