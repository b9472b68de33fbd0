import { InputNumber } from 'antd';

const group = (v: number | string | undefined) => (v === undefined || v === '' ? '' : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
const ungroup = (v: string | undefined) => Number((v ?? '').replace(/[^\d]/g, '')) || 0;

/** An amount in đồng typed with Vietnamese grouping (100.000), whole numbers only. */
export function AmountInput(props: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  min?: number;
  max?: number;
  id?: string;
  autoFocus?: boolean;
}) {
  return (
    <InputNumber<number>
      id={props.id}
      autoFocus={props.autoFocus}
      value={props.value ?? null}
      onChange={(v) => props.onChange?.(v ?? null)}
      min={0}
      max={props.max}
      step={10_000}
      precision={0}
      formatter={(v) => group(v)}
      parser={(v) => ungroup(v)}
      suffix="₫"
      style={{ width: '100%' }}
      inputMode="numeric"
    />
  );
}
