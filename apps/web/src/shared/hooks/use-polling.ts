import { useEffect } from 'react';

/**
 * Calls `refresh` every `everyMs` while the tab is in front (0: never): a list's live figures (the
 * live auctions' prices) stay current without asking for a page nobody is looking at.
 */
export function usePolling(refresh: () => void, everyMs: number) {
  useEffect(() => {
    if (everyMs <= 0) return;
    const t = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, everyMs);
    return () => window.clearInterval(t);
  }, [refresh, everyMs]);
}
