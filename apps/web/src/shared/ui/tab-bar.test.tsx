import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TabBar } from './tab-bar';

type Tab = 'live' | 'upcoming' | 'ended';
const ITEMS = [
  { key: 'live' as const, label: 'Đang diễn ra' },
  { key: 'upcoming' as const, label: 'Sắp diễn ra' },
  { key: 'ended' as const, label: 'Đã kết thúc' },
];

/** The bar as a page holds it: the chosen tab in state, every change recorded. */
function Harness({ onChange }: { onChange: (t: Tab) => void }) {
  const [tab, setTab] = useState<Tab>('live');
  return (
    <TabBar
      label="Phiên đấu giá"
      items={ITEMS}
      activeKey={tab}
      onChange={(t) => {
        onChange(t);
        setTab(t);
      }}
    />
  );
}
const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  it('is a tab list whose chosen tab is selected and the one Tab reaches', () => {
    render(<Harness onChange={vi.fn()} />);
    expect(screen.getByRole('tablist', { name: 'Phiên đấu giá' })).toBeTruthy();
    expect(tab('Đang diễn ra').getAttribute('aria-selected')).toBe('true');
    expect(tab('Đang diễn ra').tabIndex).toBe(0);
    expect(tab('Sắp diễn ra').getAttribute('aria-selected')).toBe('false');
    expect(tab('Sắp diễn ra').tabIndex).toBe(-1);
  });

  it('a click on another tab chooses it; on the chosen tab, nothing changes', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(tab('Đang diễn ra'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tab('Đã kết thúc'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ended');
    expect(tab('Đã kết thúc').getAttribute('aria-selected')).toBe('true');
  });

  it('arrow keys move round the row, Home and End to its ends, focus following', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.keyDown(tab('Đang diễn ra'), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('ended');
    expect(document.activeElement).toBe(tab('Đã kết thúc'));
    fireEvent.keyDown(tab('Đã kết thúc'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('live');
    fireEvent.keyDown(tab('Đang diễn ra'), { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith('ended');
    fireEvent.keyDown(tab('Đã kết thúc'), { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith('live');
    expect(document.activeElement).toBe(tab('Đang diễn ra'));
    fireEvent.keyDown(tab('Đang diễn ra'), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
