import { useEffect, useState, type ReactNode } from 'react';
import type { AuctionCard, Paged } from '@cho-gundam/contracts';
import { http } from '@/shared/lib/http';
import { AuctionGrid } from './auction-grid';

// On the home page, whose first load has the tightest JavaScript budget: it reads the list with the
// shell's HTTP client (not RTK Query, whose runtime waits for the first page that needs it) and
// renders plain HTML cards.

export const ENDING_SOON_COUNT = 4;
/** how many live auctions the last visit saw: the next one reserves room for them while loading */
const HINT_KEY = 'cg-ending-soon';
const FRESH_MS = 30_000;

/** what the list said, kept for the visit: coming back home shows it at once, refreshed after 30 s */
let last: { items: AuctionCard[]; at: number } | null = null;

function readHint(): number {
  try {
    return Math.min(ENDING_SOON_COUNT, Number(window.localStorage.getItem(HINT_KEY)) || 0);
  } catch {
    return 0;
  }
}
function writeHint(n: number) {
  try {
    window.localStorage.setItem(HINT_KEY, String(n));
  } catch {
    /* private mode: no hint next time */
  }
}

/** The live auctions that end first (the server orders the live tab by end time). */
export function useEndingSoon(): { items: AuctionCard[] | undefined; loading: boolean } {
  const [items, setItems] = useState<AuctionCard[] | undefined>(() => last?.items);
  useEffect(() => {
    if (last && Date.now() - last.at < FRESH_MS) return;
    const controller = new AbortController();
    http
      .get<Paged<AuctionCard>>('/auctions', { query: { tab: 'live', page: 1, page_size: ENDING_SOON_COUNT }, signal: controller.signal })
      .then((page) => {
        last = { items: page.items, at: Date.now() };
        writeHint(page.items.length);
        setItems(page.items);
      })
      .catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        // a section of extras: when it cannot load it is left out, the rest of the page stays
        setItems((shown) => shown ?? []);
      });
    return () => controller.abort();
  }, []);
  return { items, loading: items === undefined };
}

/**
 * "Đấu giá sắp kết thúc": up to four live auctions, those ending first. Nothing at all when none is
 * live; while loading, skeletons only if the last visit found some (so nothing below jumps for nothing).
 * `frame` puts the grid in the page's own section (its heading and "Xem tất cả" link).
 */
export function EndingSoonSection({ frame }: { frame: (grid: ReactNode) => ReactNode }) {
  const { items, loading } = useEndingSoon();
  const [hint] = useState(readHint);
  if (loading) return hint > 0 ? frame(<AuctionGrid auctions={[]} loading skeletons={hint} />) : null;
  if (!items || items.length === 0) return null;
  return frame(<AuctionGrid auctions={items} />);
}
