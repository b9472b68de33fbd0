import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isWebRoute, WEB_ROUTE_PATTERNS } from '@cho-gundam/contracts';
import { kits } from '../db/schema.js';
import { createKit, createSeller } from '../../test/support/storefront.js';
import { servingBuild } from '../../test/support/web-build.js';

const INDEX = '<!doctype html><html lang="vi"><body><div id="root"></div></body></html>';

describe('the web app: pages answer 200, unknown paths 404 with the same index.html', () => {
  const get = servingBuild({ 'index.html': INDEX, 'assets/app-1a2b3c.js': 'console.log(1)' });

  it('serves a known page, a page with a parameter and a redirecting page with 200', async () => {
    for (const url of [
      '/',
      '/product',
      '/product/some-slug',
      '/shops/shop-gundam-sai-gon?tab=kits',
      '/shop',
      '/shop/Subscription',
      '/shop/subscription',
      '/member/profile/wallet/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('answers an unknown path with 404 and the same page, so the client shows its not-found page', async () => {
    for (const url of ['/khong-co-trang-nay', '/product/some-slug/extra', '/shop/unknown', '/member', '/moderator/dashboard/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('keeps JSON 404s for the API and missing assets, and serves files as they are', async () => {
    const api = await get('/api/v1/khong-co');
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toMatchObject({ code: 'not_found' });
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const asset = await get('/assets/app-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('the matcher reads patterns as the client router does', () => {
    expect(WEB_ROUTE_PATTERNS.length).toBeGreaterThan(40);
    expect(isWebRoute('/auction/0c2d9f4e-1111-4c4c-9999-aaaaaaaaaaaa')).toBe(true);
    expect(isWebRoute('/auction/')).toBe(true);
    expect(isWebRoute('/product//')).toBe(false);
    expect(isWebRoute('/exchange/detail')).toBe(false);
  });
});

describe("each public page's HTML preloads that page's own code (route-preloads.json from the web build)", () => {
  const HEAD =
    '<!doctype html><html lang="vi"><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>';
  const get = servingBuild({
    'index.html': HEAD,
    'route-preloads.json': JSON.stringify([
      { route: '/', scripts: ['/assets/home.js'], styles: [] },
      { route: '/product/:slug', scripts: ['/assets/detail.js', '/assets/gallery.js'], styles: ['/assets/detail.css'] },
    ]),
  });

  it('lists the page chunks and styles of the matching page in its head, and nothing for another page', async () => {
    // matched as the client router matches: a trailing slash, a query, another case are the same page
    for (const url of ['/product/rx-78-2-mg', '/product/rx-78-2-mg/', '/product/rx-78-2-mg?tab=mo-ta', '/Product/rx-78-2-mg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(
        HEAD.replace(
          '</head>',
          '<link rel="preload" as="style" crossorigin href="/assets/detail.css">' +
            '<link rel="modulepreload" crossorigin href="/assets/detail.js"><link rel="modulepreload" crossorigin href="/assets/gallery.js"></head>',
        ),
      );
    }
    expect((await get('/')).body).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js"></head>');
    // another page, a page below a preloaded one, an unknown path: the plain index.html
    for (const url of ['/cart', '/product', '/product/a/b', '/khong-co-trang-nay']) expect((await get(url)).body, url).toBe(HEAD);
    expect((await get('/product/a/b')).statusCode).toBe(404);
  });
});

describe('a public page whose first screen renders antd components links the stylesheet of their styles', () => {
  const HEAD =
    '<!doctype html><html lang="vi"><head><title>Chợ Gundam</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body></body></html>';
  const get = servingBuild({
    'index.html': HEAD,
    'route-preloads.json': JSON.stringify([
      { route: '/', scripts: [], styles: [] },
      { route: '/auction', scripts: ['/assets/auctions.js'], styles: [], antdStyles: '/assets/antd-1.css' },
    ]),
  });

  it("puts it before the app's own stylesheet (as antd places the styles it makes), not holding the first paint, and nothing on a page without", async () => {
    const body = (await get('/auction')).body;
    expect(body).toContain(
      '</title><link rel="preload" as="style" crossorigin href="/assets/antd-1.css">' +
        '<link rel="stylesheet" crossorigin media="print" data-antd-styles href="/assets/antd-1.css"><script type="module"',
    );
    expect(body.indexOf('/assets/antd-1.css')).toBeLessThan(body.indexOf('/assets/index-1.css'));
    expect((await get('/')).body).not.toContain('antd-');
    expect((await get('/cart')).body).toBe(HEAD);
  });
});

describe("a visitor's default view of a public page also preloads the page's data requests", () => {
  const HEAD = '<!doctype html><html lang="vi"><head></head><body></body></html>';
  const get = servingBuild({
    'index.html': HEAD,
    'route-preloads.json': JSON.stringify([
      {
        route: '/shops/:slug',
        scripts: ['/assets/shop.js'],
        styles: [],
        data: ['/api/v1/gundams?sort=newest&page=1&shop=:slug&page_size=24', '/api/v1/shops/:slug'],
      },
    ]),
  });
  const code = '<link rel="modulepreload" crossorigin href="/assets/shop.js">';
  const fetchLink = (href: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;

  it("fills the page's own parameter into each request, encoded, and says the page varies by cookie", async () => {
    const res = await get('/shops/gundam-sai-gon');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toBe(
      HEAD.replace(
        '</head>',
        `${code}${fetchLink('/api/v1/gundams?sort=newest&amp;page=1&amp;shop=gundam-sai-gon&amp;page_size=24')}${fetchLink('/api/v1/shops/gundam-sai-gon')}</head>`,
      ),
    );
    // a parameter that would break out of its place is encoded, then escaped for the attribute
    expect((await get('/shops/a%22b%3Fc')).body).toContain(fetchLink('/api/v1/shops/a%22b%3Fc'));
  });

  it('preloads only code for a filtered view or a signed-in member, whose requests differ', async () => {
    for (const [url, headers] of [
      ['/shops/gundam-sai-gon?page=2', {}],
      ['/shops/gundam-sai-gon', { cookie: 'access_token=abc' }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(HEAD.replace('</head>', `${code}</head>`));
    }
    // a path that cannot be decoded is refused before any page is looked for
    const broken = await get('/shops/%E0%A4%A');
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain('as="fetch"');
  });
});

describe("a public page's HTML asks for its largest photo with the page's code", () => {
  const HEAD = '<!doctype html><html lang="vi"><head></head><body></body></html>';
  const get = servingBuild({
    'index.html': HEAD,
    'route-preloads.json': JSON.stringify(
      ['/product/:slug', '/', '/product', '/shops/:slug'].map((route) => ({ route, scripts: [], styles: [] })),
    ),
  });

  it('preloads the photo of a kit on sale with the candidates its page shows, for a visitor and a member alike', async () => {
    const t = get.app();
    const { user } = await createSeller(t);
    const onSale = await createKit(t, user.id, { status: 'published' });
    const key = `kits/${onSale.id}/primary`;
    const full = `/uploads/${key}-full.webp`;
    const card = `/uploads/${key}-card.webp`;
    const link =
      `<link rel="preload" as="image" fetchpriority="high" href="${full}" imagesrcset="${card} 480w, ${full} 800w" ` +
      `imagesizes="(max-width: 767px) 100vw, 50vw">`;
    for (const headers of [{}, { cookie: 'access_token=abc' }] as Record<string, string>[]) {
      const res = await get(`/product/${onSale.slug}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(HEAD.replace('</head>', `${link}</head>`));
    }
  });

  it('says nothing of a kit that is not on sale, hidden, without a photo, or unknown', async () => {
    const t = get.app();
    const { user } = await createSeller(t);
    const kept = await createKit(t, user.id, { status: 'in_store' });
    const bare = await createKit(t, user.id, { status: 'published', image: false });
    const hidden = await createKit(t, user.id, { status: 'published' });
    await t.database.db.update(kits).set({ hiddenAt: t.clock.now() }).where(eq(kits.id, hidden.id));
    for (const slug of [kept.slug, bare.slug, hidden.slug, 'khong-co-mo-hinh-nay']) {
      const res = await get(`/product/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.body, slug).toBe(HEAD);
    }
  });

  it("preloads the first card's photo of the home page, the kit list's default view and a shop page", async () => {
    const t = get.app();
    const first = await createSeller(t);
    const second = await createSeller(t);
    const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);
    // the newest kit on sale overall is the second seller's (a minute ahead of the kits the tests
    // above put on sale now); the first seller's own newest is `older`
    const older = await createKit(t, first.user.id, { status: 'published', publishedAt: minutesAgo(90) });
    await createKit(t, first.user.id, { status: 'published', publishedAt: minutesAgo(120) });
    const newest = await createKit(t, second.user.id, { status: 'published', publishedAt: minutesAgo(-1) });
    const card = (kitId: string) => `<link rel="preload" as="image" fetchpriority="high" href="/uploads/kits/${kitId}/primary-card.webp">`;
    for (const url of ['/', '/product']) expect((await get(url)).body, url).toBe(HEAD.replace('</head>', `${card(newest.id)}</head>`));
    expect((await get(`/shops/${first.shop.slug}`)).body).toBe(HEAD.replace('</head>', `${card(older.id)}</head>`));
    // a filtered or later page of a list starts with another card: nothing is guessed
    for (const url of ['/product?grade=HG', `/shops/${first.shop.slug}?page=2`]) expect((await get(url)).body, url).toBe(HEAD);
  });
});
