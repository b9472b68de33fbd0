import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyMoneyInput } from './lazy-money-input';

function Price({ onChange }: { onChange: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <LazyMoneyInput
      aria-label="Giá từ (đồng)"
      placeholder="Giá từ"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      step={10_000}
    />
  );
}

describe('LazyMoneyInput', () => {
  it('takes digits before antd’s InputNumber arrives, grouped as Vietnamese read them, and hands the amount and the focus over', async () => {
    const onChange = vi.fn();
    render(<Price onChange={onChange} />);
    const standIn = screen.getByLabelText('Giá từ (đồng)');
    expect(standIn.closest('.cg-lazy-number')).not.toBeNull();
    standIn.focus();
    fireEvent.change(standIn, { target: { value: '1250000' } });
    expect(onChange).toHaveBeenLastCalledWith(1_250_000);

    // the real one: antd's spin button, with the same amount, and the reader's focus
    const real = await screen.findByRole('spinbutton', { name: 'Giá từ (đồng)' });
    expect((real as HTMLInputElement).value).toBe('1.250.000');
    await waitFor(() => expect(document.activeElement).toBe(real));
    fireEvent.change(real, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
