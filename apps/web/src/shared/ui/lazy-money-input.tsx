import { GROUPED_DONG } from '@/shared/lib/money-input';
import { LazyNumberInput } from './lazy-number-input';

interface Props {
  value: number | null;
  onChange: (value: number | null) => void;
  placeholder: string;
  'aria-label': string;
  /** the amount goes up and down by this much with the arrows (antd's step handles and ↑ ↓) */
  step?: number;
  className?: string;
}

/**
 * An amount in đồng typed as Vietnamese read it (1.250.000 ₫): antd's InputNumber, whose code loads on
 * the first hover, tap or focus instead of with the page (issue 13: a public list's price filter), through
 * LazyNumberInput, whose stand-in shows the same grouping and "₫" until it arrives.
 */
export function LazyMoneyInput(props: Props) {
  return <LazyNumberInput {...props} min={0} precision={0} {...GROUPED_DONG} suffix="₫" inputMode="numeric" />;
}
