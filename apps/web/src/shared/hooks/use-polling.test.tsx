import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from './use-polling';

function Poller({ refresh, everyMs }: { refresh: () => void; everyMs: number }) {
  usePolling(refresh, everyMs);
  return null;
}

describe('usePolling', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('refreshes on every period while the tab is in front, not while it is hidden, and stops when unmounted', () => {
    const refresh = vi.fn();
    const { unmount } = render(<Poller refresh={refresh} everyMs={30_000} />);
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    vi.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    unmount();
    vi.advanceTimersByTime(90_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('never refreshes with a period of 0 (a tab without live figures)', () => {
    const refresh = vi.fn();
    render(<Poller refresh={refresh} everyMs={0} />);
    vi.advanceTimersByTime(120_000);
    expect(refresh).not.toHaveBeenCalled();
  });
});
