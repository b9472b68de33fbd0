import { useDeferredValue } from 'react';

/**
 * A page's query result, drawn at a transition's priority. react-redux tells React of every store
 * change synchronously (useSyncExternalStore), so the answer that fills a page (24 cards, an auction
 * with its panels) was drawn in one piece, which on a phone at 4× slowdown was a single 235–360 ms task
 * during which a tap went unanswered (issue 13). With this, the store's change draws the page as it was
 * (cheap), and React draws the new answer in slices right after, between which the page answers input.
 * What appears is the same; it appears a few milliseconds later.
 */
export function useDeferredResult<T>(result: T): T {
  return useDeferredValue(result);
}
