import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect } from './fixtures';

/** how long the page must stay without a request in flight for its load to count as done */
const QUIET_MS = 1500;

/**
 * Watches a page's requests to its own server, but for the live streams (notifications while a
 * member is signed in, an auction's bids: open as long as the page is). Call before `goto`.
 * `settled()` waits until nothing is in flight and nothing new started for a while: a page asks for
 * some chunks and data only once other data arrived (the product page's report button), so the
 * first moment nothing happens to be on its way is not the end of its load.
 * `paths` lists each request's path and query, in order, once per request sent.
 */
export function watchRequests(page: Page, origin: string) {
  const paths: string[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const settle = (r: Request) => {
    inFlight.delete(r);
    lastActivity = Date.now();
  };
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.origin !== new URL(origin).origin || u.pathname.endsWith('/stream')) return;
    paths.push(`${u.pathname}${u.search}`);
    inFlight.add(r);
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    paths,
    settled: () => expect.poll(() => inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS, { timeout: 30_000 }).toBe(true),
  };
}

export interface DemoExamples {
  kit: string;
  /** the same kit's id (the checkout's address names kits by id) */
  kitId: string;
  shop: string;
  auction: string;
}

/** A kit on sale (its slug and id), its shop (slug) and a live auction (id) from the demo market, for pages with a parameter. */
export async function demoExamples(request: APIRequestContext): Promise<DemoExamples> {
  const kits = (await (await request.get('/api/v1/gundams?page=1&page_size=1')).json()) as {
    items: { id: string; slug: string; shop: { slug: string } }[];
  };
  const live = (await (await request.get('/api/v1/auctions?tab=live&page=1&page_size=1')).json()) as { items: { id: string }[] };
  return { kit: kits.items[0]!.slug, kitId: kits.items[0]!.id, shop: kits.items[0]!.shop.slug, auction: live.items[0]!.id };
}
