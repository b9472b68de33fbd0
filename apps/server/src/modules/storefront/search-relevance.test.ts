import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.js';
import { createKit, createSeller, type KitFixture } from '../../../test/support/storefront.js';

/**
 * Search relevance on a fixed market: what collectors type (typos, model codes with and without
 * hyphens, word order, grade and version spellings, shop names, Vietnamese without accents), each
 * with the kit that must be on the first page of the storefront list. Thirty newer "filler" kits
 * that all hold "Gundam" make the first page (24) a real choice: a target ranked by date alone
 * behind them would miss it.
 */
describe('storefront search relevance', () => {
  let t: TestApp;
  let zeonToken: string;
  const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);
  const firstPage = async (q: string) => {
    const r = await call(t.app, 'GET', `/api/v1/gundams?q=${encodeURIComponent(q)}`);
    expect(r.status).toBe(200);
    return (r.body.items as { name: string }[]).map((k) => k.name);
  };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-04-01T05:00:00Z' });
    const zeon = await createSeller(t, { shopName: 'Shop Zeon' });
    zeonToken = zeon.token;
    const hanoi = await createSeller(t, { shopName: 'Gunpla Hà Nội' });
    const saigon = await createSeller(t, { shopName: 'Tiệm Mô Hình Sài Gòn' });
    const filler = await createSeller(t, { shopName: 'Kho Phụ Kiện' });
    const CCA = "Mobile Suit Gundam: Char's Counterattack";
    const kitsOf: [string, KitFixture][] = [
      [zeon.user.id, { name: 'RX-78-2 Gundam Ver.Ka', gradeCode: 'MG', scale: '1/100', series: 'Mobile Suit Gundam' }],
      [hanoi.user.id, { name: 'HG RX-78-2 Gundam (Revive)', gradeCode: 'HG', series: 'Mobile Suit Gundam' }],
      [saigon.user.id, { name: 'Hi-Nu Gundam Ver.Ka', gradeCode: 'MG', scale: '1/100', series: CCA }],
      [zeon.user.id, { name: 'Sazabi Ver.Ka', gradeCode: 'MG', scale: '1/100', series: CCA }],
      [zeon.user.id, { name: 'Char’s Zaku II', gradeCode: 'HG', series: 'Mobile Suit Gundam' }],
      [hanoi.user.id, { name: 'Strike Freedom Gundam', gradeCode: 'RG', series: 'Mobile Suit Gundam SEED Destiny' }],
      [saigon.user.id, { name: 'Freedom Gundam Ver.2.0', gradeCode: 'MG', scale: '1/100', series: 'Mobile Suit Gundam SEED' }],
      [saigon.user.id, { name: 'Nu Gundam', gradeCode: 'RG', series: CCA }],
      [hanoi.user.id, { name: 'Gundam Barbatos Lupus Rex', gradeCode: 'HG', series: 'Mobile Suit Gundam: Iron-Blooded Orphans' }],
      [saigon.user.id, { name: 'Gundam Aerial', gradeCode: 'HG', series: 'Mobile Suit Gundam: The Witch from Mercury' }],
      [zeon.user.id, { name: 'Unicorn Gundam bản đỏ', gradeCode: 'PG', scale: '1/60', series: 'Mobile Suit Gundam Unicorn (OVA)' }],
      [hanoi.user.id, { name: 'Gundam Exia', gradeCode: 'MG', scale: '1/100', series: 'Mobile Suit Gundam 00' }],
      [saigon.user.id, { name: 'Wing Gundam Zero EW', gradeCode: 'MG', scale: '1/100', series: 'Mobile Suit Gundam Wing' }],
      [zeon.user.id, { name: 'Sinanju Ver.Ka', gradeCode: 'MG', scale: '1/100', series: 'Mobile Suit Gundam Unicorn (OVA)' }],
      [hanoi.user.id, { name: 'Gundam F91', gradeCode: 'MG', scale: '1/100', series: 'Mobile Suit Gundam F91' }],
      [saigon.user.id, { name: 'Zeta Gundam', gradeCode: 'RG', series: 'Mobile Suit Zeta Gundam' }],
      [zeon.user.id, { name: 'GP01 Zephyranthes', gradeCode: 'HG', series: 'Mobile Suit Gundam 0083: Stardust Memory' }],
      [hanoi.user.id, { name: 'Mô hình Kshatriya', gradeCode: 'HG', series: 'Mobile Suit Gundam Unicorn (OVA)' }],
      [saigon.user.id, { name: 'Gundam Deathscythe', gradeCode: 'MG', scale: '1/100', series: 'Mobile Suit Gundam Wing' }],
      [hanoi.user.id, { name: 'Astray Red Frame', gradeCode: 'PG', scale: '1/60', series: 'Mobile Suit Gundam SEED Astray' }],
    ];
    // the market's kits are older than the fillers: only relevance brings them to the first page
    for (const [i, [owner, kit]] of kitsOf.entries())
      await createKit(t, owner, { ...kit, status: 'published', publishedAt: minutesAgo(100 + i) });
    for (let i = 0; i < 30; i++)
      await createKit(t, filler.user.id, {
        name: `Gundam Base Limited ${i + 1}`,
        gradeCode: 'HG',
        series: 'Mobile Suit Gundam',
        status: 'published',
        publishedAt: minutesAgo(i + 1),
      });
  });
  afterAll(() => t.close());

  const cases: [query: string, mustFind: string][] = [
    ['hi nu', 'Hi-Nu Gundam Ver.Ka'],
    ['hinu', 'Hi-Nu Gundam Ver.Ka'],
    ['hi-nu ver.ka', 'Hi-Nu Gundam Ver.Ka'],
    ['ver ka hi nu', 'Hi-Nu Gundam Ver.Ka'],
    ['rx78', 'RX-78-2 Gundam Ver.Ka'],
    ['RX78 GUNDAM', 'RX-78-2 Gundam Ver.Ka'],
    ['rx-78-2', 'HG RX-78-2 Gundam (Revive)'],
    ['rx 78 2 revive', 'HG RX-78-2 Gundam (Revive)'],
    ['rx78 verka', 'RX-78-2 Gundam Ver.Ka'],
    ['sazabi ka', 'Sazabi Ver.Ka'],
    ['sazabi verka', 'Sazabi Ver.Ka'],
    ['sazabi ver.ka', 'Sazabi Ver.Ka'],
    ['sinanju ka', 'Sinanju Ver.Ka'],
    ["char's zaku", 'Char’s Zaku II'],
    ['char’s zaku', 'Char’s Zaku II'],
    ['chars zaku', 'Char’s Zaku II'],
    ['zaku char', 'Char’s Zaku II'],
    ['strike fredom', 'Strike Freedom Gundam'],
    ['freedom strike', 'Strike Freedom Gundam'],
    ['strike freedom rg', 'Strike Freedom Gundam'],
    ['fredom ver 2', 'Freedom Gundam Ver.2.0'],
    ['barbatos lupus', 'Gundam Barbatos Lupus Rex'],
    ['barbatoss', 'Gundam Barbatos Lupus Rex'],
    ['zephyrantes', 'GP01 Zephyranthes'],
    ['gp01', 'GP01 Zephyranthes'],
    ['gp-01', 'GP01 Zephyranthes'],
    ['f91', 'Gundam F91'],
    ['gundam f 91', 'Gundam F91'],
    ['deathscyth', 'Gundam Deathscythe'],
    ['wing zero', 'Wing Gundam Zero EW'],
    ['zeta', 'Zeta Gundam'],
    ['nu gundam', 'Nu Gundam'],
    ['gundam aerial', 'Gundam Aerial'],
    ['astray red', 'Astray Red Frame'],
    ['pg unicorn', 'Unicorn Gundam bản đỏ'],
    ['unicorn ban do', 'Unicorn Gundam bản đỏ'],
    ['unicorn bản đỏ', 'Unicorn Gundam bản đỏ'],
    ['mo hinh kshatriya', 'Mô hình Kshatriya'],
    ['exia mg', 'Gundam Exia'],
    ['master grade exia', 'Gundam Exia'],
    ['real grade nu', 'Nu Gundam'],
    ['shop zeon sazabi', 'Sazabi Ver.Ka'],
    ['gunpla ha noi', 'Gundam Exia'],
    ['tiem mo hinh sai gon nu', 'Nu Gundam'],
  ];

  it.each(cases)('"%s" finds %s on the first page', async (q, name) => {
    expect(await firstPage(q)).toContain(name);
  });

  it('ranks a match in the name above newer kits that match elsewhere, and an exact word above a typo', async () => {
    // every filler holds "gundam" in its name and is newer; "nu gundam" in the name comes first
    expect((await firstPage('nu gundam'))[0]).toBe('Nu Gundam');
    expect((await firstPage('freedom'))[0]).toMatch(/Freedom/);
    expect((await firstPage('fredom')).slice(0, 2).sort()).toEqual(['Freedom Gundam Ver.2.0', 'Strike Freedom Gundam']);
  });

  it('needs every word: a typo is tolerated, a different kit is not', async () => {
    expect(await firstPage('strike fredom')).toEqual(['Strike Freedom Gundam']);
    expect(await firstPage('sazabi exia')).toEqual([]);
    expect(await firstPage('zaku')).toEqual(['Char’s Zaku II']);
  });

  it('pages through a ranked search without losing or repeating a kit, across the end of the ranked window', async () => {
    const seen: string[] = [];
    let total = 0;
    // pages of 20: the third (rows 40–59) straddles the 48 ranked matches and the newest-first rest
    for (let page = 1; page <= 4; page++) {
      const r = await call(t.app, 'GET', `/api/v1/gundams?q=gundam&page=${page}&page_size=20`);
      total = r.body.total;
      seen.push(...(r.body.items as { slug: string }[]).map((k) => k.slug));
    }
    expect(total).toBeGreaterThan(48);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('suggests with the same search and names the shop', async () => {
    const r = await call(t.app, 'GET', `/api/v1/gundams/suggest?q=${encodeURIComponent('sazabi ka')}`);
    expect(r.body).toEqual([expect.objectContaining({ name: 'Sazabi Ver.Ka', shop_name: 'Shop Zeon' })]);
  });

  it('finds the kits by the shop’s new name after a rename', async () => {
    const r = await call(t.app, 'PATCH', '/api/v1/shops/me', { token: zeonToken, body: { name: 'Tiệm Đà Nẵng' } });
    expect(r.status).toBe(200);
    expect(await firstPage('da nang sazabi')).toEqual(['Sazabi Ver.Ka']);
    expect(await firstPage('shop zeon sazabi')).toEqual([]);
  });
});
