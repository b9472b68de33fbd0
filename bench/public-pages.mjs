/**
 * The public pages issue 13 measures, as [name as printed, path] on a running server: the home page,
 * the kit list, a kit's page and its shop's, the auction list and a live auction's page (the first of
 * each in the demo market). `only` keeps the pages named in it. Used by `bench:lighthouse` and
 * `bench:main-thread`, so both measure the same pages.
 */
export async function publicPages(url, only) {
  const first = async (list) => (await (await fetch(`${url}${list}`)).json()).items?.[0];
  const kit = await first('/api/v1/gundams?page=1&page_size=1');
  const auction = await first('/api/v1/auctions?tab=live&page=1&page_size=1');
  return [
    ['/', '/'],
    ['/product', '/product'],
    ['/product/{slug}', kit && `/product/${kit.slug}`],
    ['/shops/{slug}', kit?.shop && `/shops/${kit.shop.slug}`],
    ['/auction', '/auction'],
    ['/auction/{id}', auction && `/auction/${auction.id}`],
  ].filter(([name, path]) => path && (!only || only.includes(name)));
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
