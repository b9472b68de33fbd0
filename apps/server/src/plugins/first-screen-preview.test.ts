import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKit, createSeller } from '../../test/support/storefront.js';
import { servingBuild } from '../../test/support/web-build.js';

const HEAD =
  '<!doctype html><html lang="vi"><head><title>Chợ Gundam</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';

/** The attribute's value as the browser reads it back. */
const attribute = (html: string, name: string) =>
  /"([^"]*)"/
    .exec(html.slice(html.indexOf(`${name}=`)))![1]!
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

describe("a public page's HTML draws its first screen and starts the app's entry once the photo has painted", () => {
  const get = servingBuild({
    'index.html': HEAD,
    'route-preloads.json': JSON.stringify([
      { route: '/product/:slug', scripts: ['/assets/detail.js', '/assets/gallery.js'], styles: ['/assets/detail.css'], preview: 'gallery' },
      { route: '/product', scripts: ['/assets/list.js'], styles: [], preview: 'card' },
      { route: '/cart', scripts: ['/assets/cart.js'], styles: [] },
    ]),
  });

  it("previews a kit on sale with the photo its page shows, hands the entry to the preview's script and preloads the page's files after the photo", async () => {
    const t = get.app();
    const { user } = await createSeller(t);
    const kit = await createKit(t, user.id, { status: 'published' });
    const res = await get(`/product/${kit.slug}`);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    const preview = body.slice(body.indexOf('<div id="cg-preview"'), body.indexOf('<div id="root">'));
    expect(preview).toContain('class="cg-preview cg-preview--gallery" aria-hidden="true"');
    // the photo has the preload's candidates, so the browser fetches it once
    const photo = preview.slice(preview.indexOf('<img id="cg-preview-photo"'));
    const preload = body.slice(body.indexOf('<link rel="preload" as="image"'));
    expect(attribute(photo, 'src')).toBe(attribute(preload, 'href'));
    expect(attribute(photo, 'srcset')).toBe(attribute(preload, 'imagesrcset'));
    expect(attribute(photo, 'sizes')).toBe(attribute(preload, 'imagesizes'));
    // no code in the head: the entry is for the script to start, the page's chunks are preloaded
    // from the end of the body, after the photo
    expect(body).not.toContain('<script type="module"');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).not.toContain('<link rel="modulepreload"');
    expect(attribute(preview, 'data-entry')).toBe('/assets/index-1.js');
    expect(body.slice(body.indexOf('<div id="root">'))).toMatch(
      /^<div id="root"><\/div><link rel="modulepreload" crossorigin href="\/assets\/detail.js"><link rel="modulepreload" crossorigin href="\/assets\/gallery.js"><script>/,
    );
    // the stylesheets stay where they were: the preview is drawn by the app's own
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(body).toContain('<link rel="preload" as="style" crossorigin href="/assets/detail.css">');
    // the preview's script is the last thing in the body, and the security policy lets exactly it run
    const script = /<script>([\s\S]*)<\/script><\/body>/.exec(body)![1]!;
    expect(script).toContain("getElementById('cg-preview-photo')");
    const hash = createHash('sha256').update(script).digest('base64');
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    expect(res.headers['content-security-policy']).not.toContain("'unsafe-inline' 'sha256");
  });

  it('previews a list’s default view with its first card, and nothing where no photo is known', async () => {
    const t = get.app();
    const { user } = await createSeller(t);
    await createKit(t, user.id, { status: 'published' });
    const list = (await get('/product')).body;
    expect(list).toContain('class="cg-preview cg-preview--card"');
    expect(attribute(list.slice(list.indexOf('<div id="cg-preview"')), 'data-entry')).toBe('/assets/index-1.js');
    expect(list).toContain('<link rel="modulepreload" crossorigin href="/assets/list.js"><script>');
    // a filtered list (its first card is not known), a kit not on sale, a page without a preview:
    // the code is in the head as before, and no preview or script
    const kept = await createKit(t, user.id, { status: 'in_store' });
    for (const url of ['/product?grade=HG', `/product/${kept.slug}`, '/cart']) {
      const body = (await get(url)).body;
      expect(body, url).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(body, url).toContain('<link rel="modulepreload"');
      expect(body, url).not.toContain('cg-preview');
      expect(body, url).not.toContain('<script>');
    }
  });
});
