import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioButtons } from './radio-buttons';

const SCALES = [
  { value: '1/144', label: '1/144' },
  { value: '1/100', label: '1/100' },
] as const;

describe('RadioButtons', () => {
  it('draws antd’s joined buttons around real radios of one name: the chosen one filled, a click chooses another', () => {
    const onChange = vi.fn();
    render(<RadioButtons aria-label="Tỷ lệ" value="1/100" options={SCALES} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Tỷ lệ' });
    const [first, second] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(second!.checked).toBe(true);
    expect(first!.name).toBe(second!.name);
    expect(group.querySelector('.cg-radio-button.is-checked')?.textContent).toBe('1/100');
    fireEvent.click(screen.getByText('1/144'));
    expect(onChange).toHaveBeenCalledWith('1/144');
  });

  it('nothing chosen yet: no button is filled; disabled: none can be chosen', () => {
    render(<RadioButtons aria-label="Tỷ lệ" value={undefined} options={SCALES} onChange={vi.fn()} disabled />);
    expect(document.querySelector('.cg-radio-button.is-checked')).toBeNull();
    for (const r of screen.getAllByRole('radio')) expect((r as HTMLInputElement).disabled).toBe(true);
    expect(document.querySelectorAll('.cg-radio-button.is-disabled')).toHaveLength(2);
  });
});
