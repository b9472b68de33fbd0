import { Col, Row, Skeleton, Tag } from 'antd';
import { Statistic } from '@/shared/ui/statistic';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import { KIT_STATUS_LABELS, KIT_STATUSES, type CollectionStats as Stats } from '@cho-gundam/contracts';
import { formatMoney } from '@/shared/lib/format';
import { KIT_STATUS_COLORS } from './kit-status-tag';
import '../collection.css';

/** Four cards: how many kits, by grade, what the priced ones are worth, and by status. */
export function CollectionStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  if (loading && !stats) {
    return (
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((i) => (
          <Col key={i} xs={24} sm={12} xl={6}>
            <Card size="small">
              <Skeleton active paragraph={{ rows: 1 }} title={false} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  if (!stats) return null;
  const statuses = KIT_STATUSES.filter((s) => (stats.by_status[s] ?? 0) > 0);
  return (
    <Row gutter={[16, 16]} className="cg-collection-stats">
      <Col xs={12} xl={6}>
        <Card size="small" className="cg-collection-stats__card">
          <Statistic title="Tổng số mô hình" value={stats.total} />
        </Card>
      </Col>
      <Col xs={12} xl={6}>
        <Card size="small" className="cg-collection-stats__card">
          <Statistic title="Giá trị ước tính" value={formatMoney(stats.estimated_value)} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {stats.priced_count === stats.total
              ? 'Tính trên tất cả mô hình'
              : `Tính trên ${stats.priced_count}/${stats.total} mô hình đã có giá`}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card size="small" className="cg-collection-stats__card" title="Theo phân khúc">
          {stats.by_grade.length ? (
            stats.by_grade.map((g) => (
              <Tag key={g.grade_code} title={g.grade_name} className="cg-collection-stats__tag">
                {g.grade_code}: <strong>{g.count}</strong>
              </Tag>
            ))
          ) : (
            <Typography.Text type="secondary">Chưa có</Typography.Text>
          )}
        </Card>
      </Col>
      <Col xs={24} sm={12} xl={6}>
        <Card size="small" className="cg-collection-stats__card" title="Theo trạng thái">
          {statuses.length ? (
            statuses.map((s) => (
              <Tag key={s} color={KIT_STATUS_COLORS[s]} className="cg-collection-stats__tag">
                {KIT_STATUS_LABELS[s]}: <strong>{stats.by_status[s]}</strong>
              </Tag>
            ))
          ) : (
            <Typography.Text type="secondary">Chưa có</Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
