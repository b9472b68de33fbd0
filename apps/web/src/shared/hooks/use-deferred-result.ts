import { useDeferredValue } from 'react';

/**
 * A page's query result, drawn at a transition's priority. An answer that changes in the course of an
 * urgent redraw (the address moved to another kit or auction, whose answer is already kept) was drawn
 * in one piece with it, which on a phone at 4× slowdown was a single 235–360 ms task during which a
 * tap went unanswered (issue 13). With this, the urgent redraw draws the page as it was (cheap), and
 * React draws the new answer in slices right after, between which the page answers input. What appears
 * is the same; it appears a few milliseconds later. (An answer that arrives is drawn at a transition's
 * priority already: use-http-resource.ts.)
 *
 * Not for the lists (measured, Lighthouse, 5 runs twice): on `/product` the deferred cards painted the
 * largest photo ~0.4 s later for no less blocking, and on `/auction` the cards' countdowns and the
 * filters' data restarted the deferred render (TBT 610–660 ms against 410–530 without).
 */
export function useDeferredResult<T>(result: T): T {
  return useDeferredValue(result);
}
