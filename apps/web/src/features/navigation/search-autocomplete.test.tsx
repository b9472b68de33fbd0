import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import SearchAutoComplete from './search-autocomplete';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function Harness() {
  const [value, setValue] = useState('');
  return <SearchAutoComplete id="q" value={value} onChange={setValue} autoFocus={false} />;
}

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(new URL(url, 'http://x').searchParams.get('q') ?? '');
    return json([
      { slug: 'rx-78', name: 'RX-78-2 Gundam', shop_name: 'Shop Zeon', grade: 'HG', scale: '1/144', price: 500000, image_url: null },
    ]);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const dropdown = () => document.querySelector('.cg-suggest__dropdown:not(.ant-select-dropdown-hidden)');
/** the machine running the tests may be busy: wait for what the person would see */
const patient = { timeout: 5_000 };

describe('navbar search suggestions', () => {
  it('opens once the second character is typed, stays open while typing, keeps the typed text, then shows the suggestions', async () => {
    render(
      <MemoryRouter>
        <Harness />
      </MemoryRouter>,
    );
    const input = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.focus(input);

    // the spec's way: one key at a time (act: React has finished with each keystroke before we look)
    const type = (value: string) =>
      act(async () => {
        fireEvent.change(input, { target: { value } });
      });
    await type('z');
    expect(input.value).toBe('z');
    expect(dropdown(), 'closed after one character').toBeNull();

    let text = 'z';
    for (const ch of 'aku ii') {
      text += ch;
      await type(text);
      // what was typed stays exactly as typed (the space included), and the list is open at every key
      expect(input.value).toBe(text);
      expect(dropdown(), `open after "${text}"`).not.toBeNull();
    }

    expect(await screen.findByText('RX-78-2 Gundam', {}, patient)).toBeTruthy();
    expect(dropdown()).not.toBeNull();
    expect(input.value).toBe('zaku ii');
    // debounced: the last text is asked for (fast typing need not ask for every prefix)
    expect(asked.at(-1)).toBe('zaku ii');
  });
});
