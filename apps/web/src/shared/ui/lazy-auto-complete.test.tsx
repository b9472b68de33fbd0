import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyAutoComplete } from './lazy-auto-complete';

function Series({ onSearch }: { onSearch: (t: string) => void }) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <LazyAutoComplete
      id="series"
      aria-label="Dòng phim"
      placeholder="VD: Mobile Suit Gundam SEED"
      options={[{ value: 'Mobile Suit Gundam SEED' }]}
      value={value}
      onChange={setValue}
      showSearch={{ filterOption: false, onSearch }}
    />
  );
}

describe('LazyAutoComplete', () => {
  it('keeps what is typed before antd’s AutoComplete arrives (its search told too), then the real one holds it with the focus', async () => {
    const onSearch = vi.fn();
    render(<Series onSearch={onSearch} />);
    const standIn = document.getElementById('series') as HTMLInputElement;
    expect(document.querySelector('.ant-select')).toBeNull();
    standIn.focus();
    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: 'seed' } });
    expect(onSearch).toHaveBeenLastCalledWith('seed');

    await waitFor(() => expect(document.querySelector('.ant-select #series')).not.toBeNull());
    const real = document.getElementById('series') as HTMLInputElement;
    expect(real.value).toBe('seed');
    await waitFor(() => expect(document.activeElement).toBe(real));
    expect(screen.getByRole('combobox')).toBe(real);
  });
});
