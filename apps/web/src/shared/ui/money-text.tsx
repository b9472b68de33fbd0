import { formatMoney } from '@/shared/lib/format';

/** An amount of đồng as Vietnamese shoppers read it: `1.250.000 ₫`. */
export function MoneyText({
  value,
  strong = false,
  className,
}: {
  value: number | null | undefined;
  strong?: boolean;
  className?: string;
}) {
  const text = formatMoney(value);
  return (
    <span className={className} style={{ fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' }}>
      {text}
    </span>
  );
}
