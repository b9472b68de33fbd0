import { describe, expect, it } from 'vitest';
import { parseSellerFilters, SELLER_DEFAULTS, sellerFiltered, sellerSearchParams } from './seller-kits-filters';
import { quotaPercent, quotaText, toSellerPlan } from './seller-plan';
import { planUsage, SUBSCRIPTION_PLANS } from '../../../test/fixtures';

const parse = (qs: string) => parseSellerFilters(new URLSearchParams(qs));

describe('shop product filters ⇄ URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const qs = 'q=m%C3%B4+h%C3%ACnh&status=published&grade=RG&condition=new&sort=price_asc&page=2&page_size=50';
    expect(parse(qs)).toEqual({
      q: 'mô hình',
      status: 'published',
      grade: 'RG',
      condition: 'new',
      sort: 'price_asc',
      page: 2,
      page_size: 50,
    });
    expect(sellerSearchParams(parse(qs)).toString()).toBe(qs);
    expect(sellerSearchParams(SELLER_DEFAULTS).toString()).toBe('');
  });

  it('ignores what it does not know and keeps the wizard parameters only when asked', () => {
    expect(parse('status=sold&page=0&page_size=7&grade=%25')).toEqual({ ...SELLER_DEFAULTS });
    const keep = new URLSearchParams('action=add&edit=k1&x=1');
    expect(sellerSearchParams({ ...SELLER_DEFAULTS, q: 'zaku' }, keep).toString()).toBe('action=add&edit=k1&q=zaku');
    expect(sellerFiltered({ ...SELLER_DEFAULTS, grade: 'HG' })).toBe(true);
    expect(sellerFiltered(SELLER_DEFAULTS)).toBe(false);
  });
});

describe('seller plan in the sidebar', () => {
  const usage = planUsage(SUBSCRIPTION_PLANS[0], { listings_used: 2 });
  it('names the plan as the sidebar reads it and keeps unlimited as null', () => {
    expect(toSellerPlan(usage)).toEqual({
      plan_name: 'GÓI DÙNG THỬ',
      listings_used: 2,
      max_listings: 5,
      open_auctions_used: 0,
      max_open_auctions: 1,
      end_date: null,
    });
    expect(quotaText(2, 5)).toBe('2 / 5');
    expect(quotaText(7, null)).toBe('7 / Không giới hạn');
  });
  it('measures how full the plan is, capped at 100 and 0 when unlimited', () => {
    expect(quotaPercent(2, 5)).toBe(40);
    expect(quotaPercent(9, 5)).toBe(100);
    expect(quotaPercent(9, null)).toBe(0);
  });
});
