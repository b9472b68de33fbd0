import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioList } from './radio-list';

const SCALES = [
  { value: '', label: 'Tất cả' },
  { value: '1/144', label: '1/144' },
  { value: '1/100', label: '1/100' },
];

function Scale({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <RadioList
      value={value}
      options={SCALES}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('RadioList', () => {
  it('is one radio group: one name, the value checked, a click choosing another', () => {
    const onChange = vi.fn();
    render(<Scale onChange={onChange} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(screen.getByRole('radiogroup')).toBeTruthy();
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radios[0]!.name).not.toBe('');
    expect((screen.getByRole('radio', { name: 'Tất cả' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: '1/100' }));
    expect(onChange).toHaveBeenCalledWith('1/100');
    expect((screen.getByRole('radio', { name: '1/100' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Tất cả' }) as HTMLInputElement).checked).toBe(false);
  });
});
