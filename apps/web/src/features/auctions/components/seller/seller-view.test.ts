import { describe, expect, it } from 'vitest';
import { parseSellerView, sellerCanCancel, sellerTabPatch } from './seller-view';

describe("the seller's auction view in the URL", () => {
  it('reads the tab, its own status filter and the page, with safe fallbacks', () => {
    expect(parseSellerView(new URLSearchParams(''))).toEqual({ tab: 'requests', status: 'all', page: 1 });
    expect(parseSellerView(new URLSearchParams('status=rejected&page=3'))).toEqual({ tab: 'requests', status: 'rejected', page: 3 });
    expect(parseSellerView(new URLSearchParams('tab=auctions&status=active'))).toEqual({ tab: 'auctions', status: 'active', page: 1 });
    // a request status means nothing on the auctions tab, and the reverse
    expect(parseSellerView(new URLSearchParams('tab=auctions&status=pending')).status).toBe('all');
    expect(parseSellerView(new URLSearchParams('status=active')).status).toBe('all');
    expect(parseSellerView(new URLSearchParams('tab=x&page=-2')).page).toBe(1);
  });
  it('starts another tab afresh and lets the seller cancel only what has not started', () => {
    expect(sellerTabPatch('auctions')).toEqual({ tab: 'auctions', status: undefined, page: undefined });
    expect(sellerTabPatch('requests').tab).toBeUndefined();
    expect(sellerCanCancel('scheduled')).toBe(true);
    expect(['active', 'ended', 'completed', 'failed', 'canceled'].some((s) => sellerCanCancel(s as never))).toBe(false);
  });
});
