import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriesMatches } from './series-match';
import { StepBasics, type KitCatalog } from './step-basics';
import { useKitForm, type KitForm } from './use-kit-form';

const catalog: KitCatalog = {
  grades: [],
  series: [
    { name: 'Mobile Suit Gundam' },
    { name: 'Mobile Suit Gundam SEED Destiny' },
    { name: 'Mobile Suit Gundam SEED' },
    { name: 'Mobile Suit Gundam Unicorn' },
  ],
  loading: false,
  failed: false,
};

function renderStep() {
  let form: KitForm | undefined;
  function Host() {
    const f = useKitForm(() => ({}), { currentYear: 2026, priceRequired: false });
    form = f;
    return <StepBasics catalog={catalog} form={f} />;
  }
  render(<Host />);
  return () => form!.latest.current.series;
}

/** The series box once antd's AutoComplete has replaced its stand-in (it loads on the first focus). */
async function seriesBox() {
  fireEvent.focus(document.getElementById('series')!);
  await waitFor(() => expect(document.querySelector('.ant-select #series')).toBeTruthy());
  return document.getElementById('series') as HTMLInputElement;
}

/** Types into the series box as a person would, then presses a key. */
async function typeInSeries(text: string) {
  const input = await seriesBox();
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() => expect(document.querySelector('.ant-select-item-option')).toBeTruthy());
  return input;
}

describe('the kit wizard: series box', { timeout: 30_000 }, () => {
  it('ranks the list for the typed text: exact, then prefix, then shortest; every word, any order, no accents', () => {
    const names = catalog.series!.map((s) => s.name);
    expect(seriesMatches(names, 'seed gundam')).toEqual(['Mobile Suit Gundam SEED', 'Mobile Suit Gundam SEED Destiny']);
    expect(seriesMatches(names, 'Mobile suit gundam')[0]).toBe('Mobile Suit Gundam');
    expect(seriesMatches(['Kỵ sĩ', 'Cơ động'], 'co dong')).toEqual(['Cơ động']);
    expect(seriesMatches(names, 'build metaverse')).toEqual([]);
    expect(seriesMatches(names, '  ')).toEqual(names);
  });

  it('Enter picks the highlighted entry, the best match first, instead of keeping the typed text', async () => {
    const series = renderStep();
    const input = await typeInSeries('gundam seed');
    // the closest entry is highlighted: the shortest one holding every typed word
    await waitFor(() => expect(document.querySelector('.ant-select-item-option-active')?.textContent).toBe('Mobile Suit Gundam SEED'));
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    });
    await waitFor(() => expect(series()).toBe('Mobile Suit Gundam SEED'));
  });

  it('an entry typed exactly is the one picked, whatever its place in the list', async () => {
    const series = renderStep();
    const input = await typeInSeries('mobile suit gundam');
    await waitFor(() => expect(document.querySelector('.ant-select-item-option-active')?.textContent).toBe('Mobile Suit Gundam'));
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    });
    await waitFor(() => expect(series()).toBe('Mobile Suit Gundam'));
  });

  it('a series that is not in the list is kept as typed', async () => {
    const series = renderStep();
    const input = await seriesBox();
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Gundam Build Metaverse' } });
    act(() => {
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    });
    await waitFor(() => expect(series()).toBe('Gundam Build Metaverse'));
  });
});
