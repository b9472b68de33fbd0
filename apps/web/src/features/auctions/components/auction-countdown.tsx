import { formatRemaining } from '../auction-time';
import { useNow } from '../use-now';

interface Props {
  /** the deadline (ISO) */
  to: string;
  /** server clock − device clock (auction-time.ts clockOffset); 0 on lists */
  offsetMs?: number;
  /** shown before the time, e.g. "Kết thúc sau" */
  label?: string;
  className?: string;
}

/** A live "time left" that ticks every second; `aria-live` stays off so screen readers are not flooded. */
export function AuctionCountdown({ to, offsetMs = 0, label, className }: Props) {
  const now = useNow();
  const left = Date.parse(to) - (now + offsetMs);
  return (
    <span className={className} data-testid="auction-countdown" data-ends-at={to}>
      {label ? `${label} ` : ''}
      <time dateTime={to} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatRemaining(left)}
      </time>
    </span>
  );
}
