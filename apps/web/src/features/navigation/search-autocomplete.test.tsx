import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { MemoryRouter } from 'react-router';
import SearchAutoComplete from './search-autocomplete';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function Harness({ onCommit }: { onCommit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <Profiler id="search" onRender={onCommit}>
      <SearchAutoComplete id="q" value={value} onChange={setValue} autoFocus={false} />
    </Profiler>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', async () => json([{ slug: 'rx-78', name: 'RX-78-2 Gundam', grade: 'HG', scale: '1/144', price: 500000, image_url: null }]));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dropdown = () => document.querySelector('.cg-suggest__dropdown:not(.ant-select-dropdown-hidden)');

describe('navbar search suggestions', () => {
  it('opens once the second character is typed and stays open while typing (no open/close flapping)', async () => {
    const onCommit = vi.fn();
    render(
      <MemoryRouter>
        <Harness onCommit={onCommit} />
      </MemoryRouter>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    // the spec's way: clear, then one key at a time
    let text = '';
    for (const ch of 'zaku') {
      text += ch;
      await act(async () => {
        fireEvent.change(input, { target: { value: text } });
      });
      if (text.length >= 2) expect(dropdown(), `open after "${text}"`).not.toBeNull();
    }
    // each keystroke is one render pass of the box (the typed text), not a cascade of effect-driven passes
    onCommit.mockClear();
    await act(async () => {
      fireEvent.change(input, { target: { value: 'zaku ii' } });
    });
    const commitsForOneKey = onCommit.mock.calls.length;
    expect(commitsForOneKey).toBeLessThanOrEqual(3);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(await screen.findByText('RX-78-2 Gundam')).toBeTruthy();
    expect(dropdown()).not.toBeNull();
  });
});
