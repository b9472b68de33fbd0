import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { KIT_CONDITION_LABELS, KIT_SCALE_LABELS, type AuctionCard, type KitCondition, type KitScale } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { KitThumb } from '@/shared/ui/kit-thumb';
import { MoneyText } from '@/shared/ui/money-text';
import './moderation.css';

type AuctionKit = AuctionCard['kit'];

/** "HG · 1/144 · Nguyên hộp / chưa lắp": a kit's grade, scale and condition in one line. */
export function kitFacts(kit: AuctionKit): string {
  const scale = KIT_SCALE_LABELS[kit.scale as KitScale] ?? kit.scale;
  const condition = KIT_CONDITION_LABELS[kit.condition as KitCondition] ?? kit.condition;
  return [kit.grade_code, scale, condition].filter(Boolean).join(' · ');
}

/** A table's kit column: thumbnail, name (a button when it opens a drawer), facts and a line below. */
export function KitCell({ kit, onOpen, below }: { kit: AuctionKit; onOpen?: () => void; below?: ReactNode }) {
  return (
    <div className="cg-mod-kit">
      <KitThumb src={kit.image?.thumb} />
      <div className="cg-mod-kit__text">
        {onOpen ? (
          <Button type="link" className="cg-mod-kit__name" onClick={onOpen} aria-label={`Xem chi tiết yêu cầu "${kit.name}"`}>
            {kit.name}
          </Button>
        ) : (
          <Typography.Text strong>{kit.name}</Typography.Text>
        )}
        <span className="cg-mod-small">{kitFacts(kit)}</span>
        {below}
      </div>
    </div>
  );
}

/** Money lines: label → amount, right-aligned (a request's prices, an auction's figures). */
export function Figures({ lines }: { lines: { label: string; value: number | null | undefined; strong?: boolean }[] }) {
  return (
    <dl className="cg-mod-figures">
      {lines.map((l) => (
        <div key={l.label} style={{ display: 'contents' }}>
          <dt>{l.label}</dt>
          <dd>{l.value == null ? '—' : <MoneyText value={l.value} strong={l.strong} />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "01/12/2026 20:00 → 04/12/2026 20:00" on two lines. */
export function TimeRange({ start, end }: { start: string; end: string }) {
  return (
    <span className="cg-mod-times">
      <DateTime value={start} />
      <span>
        → <DateTime value={end} />
      </span>
    </span>
  );
}
