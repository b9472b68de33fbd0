import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyNumberInput } from './lazy-number-input';

function Parts({ onChange }: { onChange: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <LazyNumberInput
      aria-label="Tổng số linh kiện"
      placeholder="VD: 350"
      min={1}
      max={20_000}
      precision={0}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('LazyNumberInput', () => {
  it('takes digits before antd’s InputNumber arrives and hands the number and the focus to it', async () => {
    const onChange = vi.fn();
    render(<Parts onChange={onChange} />);
    const standIn = screen.getByLabelText('Tổng số linh kiện');
    expect(standIn.closest('.cg-lazy-number')).not.toBeNull();
    standIn.focus();
    fireEvent.change(standIn, { target: { value: '350' } });
    expect(onChange).toHaveBeenLastCalledWith(350);

    const real = await screen.findByRole('spinbutton', { name: 'Tổng số linh kiện' });
    expect((real as HTMLInputElement).value).toBe('350');
    await waitFor(() => expect(document.activeElement).toBe(real));
    fireEvent.change(real, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
