import { Statistic } from '@/shared/ui/statistic';
import { Card } from '@/shared/ui/card';
import { Label } from '@/shared/ui/tag';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import { TileGrid } from '@/shared/ui/tile-grid';
import { Typography } from '@/shared/ui/typography';
import { KIT_STATUS_LABELS, KIT_STATUSES, type KitStatus } from '@cho-gundam/contracts/core';
import type { CollectionStats as Stats } from '@cho-gundam/contracts';
import { formatMoney } from '@/shared/lib/format';
import { KIT_STATUS_COLORS } from './kit-status-tag';
import '../collection.css';

// Laid out in CSS grid with shared/ui's card, label and loading lines, not antd's Row, Col, Tag and
// Skeleton: the cards are on the collection's first screen (issue 13).

/** Four cards: how many kits, by grade, what the priced ones are worth, and by status. */
export function CollectionStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  if (loading && !stats) {
    return (
      <TileGrid columns={{ sm: 2, xl: 4 }} gap={16}>
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} size="small">
            <TextSkeleton rows={1} title={false} className="cg-collection-stats__skeleton" />
          </Card>
        ))}
      </TileGrid>
    );
  }
  if (!stats) return null;
  const statuses = KIT_STATUSES.filter((s: KitStatus) => (stats.by_status[s] ?? 0) > 0);
  return (
    <TileGrid columns={{ xs: 2, xl: 4 }} gap={16} className="cg-collection-stats">
      <Card size="small" className="cg-collection-stats__card">
        <Statistic title="Tổng số mô hình" value={stats.total} />
      </Card>
      <Card size="small" className="cg-collection-stats__card">
        <Statistic title="Giá trị ước tính" value={formatMoney(stats.estimated_value)} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {stats.priced_count === stats.total
            ? 'Tính trên tất cả mô hình'
            : `Tính trên ${stats.priced_count}/${stats.total} mô hình đã có giá`}
        </Typography.Text>
      </Card>
      <Card size="small" className="cg-collection-stats__card cg-collection-stats__card--wide" title="Theo phân khúc">
        {stats.by_grade.length ? (
          stats.by_grade.map((g) => (
            <Label key={g.grade_code} title={g.grade_name} className="cg-collection-stats__tag">
              {g.grade_code}: <strong>{g.count}</strong>
            </Label>
          ))
        ) : (
          <Typography.Text type="secondary">Chưa có</Typography.Text>
        )}
      </Card>
      <Card size="small" className="cg-collection-stats__card cg-collection-stats__card--wide" title="Theo trạng thái">
        {statuses.length ? (
          statuses.map((s) => (
            <Label key={s} color={KIT_STATUS_COLORS[s]} className="cg-collection-stats__tag">
              {KIT_STATUS_LABELS[s]}: <strong>{stats.by_status[s]}</strong>
            </Label>
          ))
        ) : (
          <Typography.Text type="secondary">Chưa có</Typography.Text>
        )}
      </Card>
    </TileGrid>
  );
}
