import type { ReactNode } from 'react';
import './facts.css';

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** the line the others add up to (its amount in red) */
  total?: boolean;
  /** `data-testid` of the value */
  testId?: string;
}

/** Label → amount lines ("Tạm tính", "Phí vận chuyển", "Tổng đơn"…) as the order and checkout screens show them. */
export function Facts({ facts, last = false }: { facts: Fact[]; /** ends its section: no space below */ last?: boolean }) {
  return (
    <dl className={last ? 'cg-facts cg-facts--last' : 'cg-facts'}>
      {facts.map((f) => (
        <div key={f.key} className={f.total ? 'is-total' : undefined}>
          <dt>{f.label}</dt>
          <dd data-testid={f.testId}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
