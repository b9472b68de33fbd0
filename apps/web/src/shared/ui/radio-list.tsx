import { useId } from 'react';
import Radio from 'antd/es/radio/radio';

/**
 * A column of antd radios, one value chosen (the product list's grade, scale and condition). antd's
 * own Radio.Group brings a piece of antd's Form with it (its name-path helper, ~7 KB gzip with the
 * form engine's utilities) to a page whose first screen has no form (issue 13); the radios themselves
 * are antd's, and sharing one `name` gives them the browser's arrow-key moves of a radio group.
 */
export function RadioList<V extends string>({
  value,
  options,
  onChange,
  disabled,
  className,
}: {
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
}) {
  const name = useId();
  return (
    <div role="radiogroup" className={className}>
      {options.map((o) => (
        <Radio key={o.value} name={name} value={o.value} checked={o.value === value} disabled={disabled} onChange={() => onChange(o.value)}>
          {o.label}
        </Radio>
      ))}
    </div>
  );
}
