import { InputNumber, type InputNumberProps } from 'antd';
import { AUCTION_RULES } from '@cho-gundam/contracts';
import { GROUPED_DONG } from '@/shared/lib/money-input';

/** An amount in đồng typed as Vietnamese read it (1.250.000), whole, in steps of 1.000 ₫. */
export function MoneyInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      {...props}
      min={0}
      step={AUCTION_RULES.moneyStep}
      precision={0}
      {...GROUPED_DONG}
      suffix="₫"
      inputMode="numeric"
      style={{ width: '100%' }}
    />
  );
}
