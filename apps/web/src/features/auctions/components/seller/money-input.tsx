import { InputNumber, type InputNumberProps } from 'antd';
import { AUCTION_RULES } from '@cho-gundam/contracts';

const group = (v: number | string | undefined) => (v === undefined || v === '' ? '' : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
/** digits only; an emptied input is empty (null), not 0 */
const ungroup = (v: string | undefined) => {
  const d = (v ?? '').replace(/\D/g, '');
  return (d === '' ? '' : Number(d)) as number;
};

/** An amount in đồng typed as Vietnamese read it (1.250.000), whole, in steps of 1.000 ₫. */
export function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      {...props}
      min={0}
      step={AUCTION_RULES.moneyStep}
      precision={0}
      formatter={group}
      parser={ungroup}
      suffix="₫"
      inputMode="numeric"
      style={{ width: '100%' }}
    />
  );
}
