import { Segmented } from '@/shared/ui/segmented';

interface Props<P extends string> {
  value: P;
  /** the periods offered, in days ("7", "30", "90") */
  options: readonly P[];
  onChange: (value: P) => void;
  disabled?: boolean;
}

/** "7 ngày / 30 ngày / 90 ngày": the period a dashboard's charts and figures cover. */
export function PeriodPicker<P extends string>({ value, options, onChange, disabled }: Props<P>) {
  return (
    <Segmented<P>
      aria-label="Khoảng thời gian"
      value={value}
      disabled={disabled}
      onChange={onChange}
      options={options.map((days) => ({ value: days, label: `${days} ngày` }))}
    />
  );
}
