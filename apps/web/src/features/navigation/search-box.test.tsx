import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SearchBox } from './search-box';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', async () =>
    json([
      { slug: 'sf', name: 'Strike Freedom Gundam', shop_name: 'Shop Zeon', grade: 'RG', scale: '1/144', price: 900000, image_url: null },
    ]),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('navbar search box', () => {
  it('keeps the letters typed while the suggestions load, then hands the focus over with the caret at the end', async () => {
    render(
      <MemoryRouter>
        <SearchBox />
      </MemoryRouter>,
    );
    const plain = screen.getByPlaceholderText('Thử tìm kiếm một sản phẩm Gundam...') as HTMLInputElement;
    plain.focus();
    fireEvent.focus(plain);
    // typed before the AutoComplete's code has arrived: these letters used to be lost
    for (const text of ['f', 'fr', 'fre', 'free']) fireEvent.change(plain, { target: { value: text } });
    const combo = (await screen.findByRole('combobox', {}, { timeout: 30_000 })) as HTMLInputElement;
    expect(combo.value).toBe('free');
    expect(document.activeElement).toBe(combo);
    expect(combo.selectionStart).toBe(4);
    for (const text of ['freed', 'freedo', 'freedom'])
      await act(async () => {
        fireEvent.change(combo, { target: { value: text } });
      });
    expect(combo.value).toBe('freedom');
    // the suggestion names its shop, and the link to the whole list says what it searches
    await waitFor(() => expect(screen.getByText(/Shop Zeon/)).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Xem tất cả kết quả cho “freedom”' }).getAttribute('href')).toBe('/product?q=freedom');
    // the first load of antd's select on a busy machine can take seconds: what is waited for is a condition
  }, 60_000);
});
