/**
 * The storefront benchmark's market: ~200 sellers and 100,000 published kits (+5,000 in
 * collections) of real Gunpla lines, grades weighted like the market, bulk-inserted with
 * generate_series (deterministic: the same rows on every run).
 */
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const { normalizeSearch } = await tsImport(path.join(root, 'packages/contracts/src/text.ts'), import.meta.url);
export const PUBLISHED = 100_000;
export const SELLERS = 200;

// [model, series] pairs: real Gunpla lines, so words repeat across kits the way they do in a shop
const MODELS = [
  ['RX-78-2 Gundam', 'Mobile Suit Gundam'],
  ["Char's Zaku II", 'Mobile Suit Gundam'],
  ['Zaku II', 'Mobile Suit Gundam'],
  ['Gouf Custom', 'Mobile Suit Gundam: The 08th MS Team'],
  ['Dom', 'Mobile Suit Gundam'],
  ['Gelgoog', 'Mobile Suit Gundam'],
  ['Zeta Gundam', 'Mobile Suit Zeta Gundam'],
  ['Hyaku Shiki', 'Mobile Suit Zeta Gundam'],
  ['ZZ Gundam', 'Mobile Suit Gundam ZZ'],
  ['Nu Gundam', "Mobile Suit Gundam: Char's Counterattack"],
  ['Hi-Nu Gundam', "Mobile Suit Gundam: Char's Counterattack"],
  ['Sazabi', "Mobile Suit Gundam: Char's Counterattack"],
  ['Unicorn Gundam', 'Mobile Suit Gundam Unicorn (OVA)'],
  ['Banshee Norn', 'Mobile Suit Gundam Unicorn (OVA)'],
  ['Sinanju', 'Mobile Suit Gundam Unicorn (OVA)'],
  ['Kshatriya', 'Mobile Suit Gundam Unicorn (OVA)'],
  ['Wing Gundam Zero', 'Mobile Suit Gundam Wing'],
  ['Gundam Deathscythe', 'Mobile Suit Gundam Wing'],
  ['Tallgeese', 'Mobile Suit Gundam Wing'],
  ['Epyon', 'Mobile Suit Gundam Wing'],
  ['Strike Gundam', 'Mobile Suit Gundam SEED'],
  ['Freedom Gundam', 'Mobile Suit Gundam SEED'],
  ['Aegis Gundam', 'Mobile Suit Gundam SEED'],
  ['Astray Red Frame', 'Mobile Suit Gundam SEED Astray'],
  ['Destiny Gundam', 'Mobile Suit Gundam SEED Destiny'],
  ['Strike Freedom Gundam', 'Mobile Suit Gundam SEED Destiny'],
  ['Infinite Justice Gundam', 'Mobile Suit Gundam SEED Destiny'],
  ['Mighty Strike Freedom', 'Mobile Suit Gundam SEED Freedom'],
  ['Gundam Exia', 'Mobile Suit Gundam 00'],
  ['Gundam Dynames', 'Mobile Suit Gundam 00'],
  ['00 Raiser', 'Mobile Suit Gundam 00'],
  ['Barbatos Lupus Rex', 'Mobile Suit Gundam: Iron-Blooded Orphans'],
  ['Gundam Barbatos', 'Mobile Suit Gundam: Iron-Blooded Orphans'],
  ['Gundam Aerial', 'Mobile Suit Gundam: The Witch from Mercury'],
  ['Gundam Calibarn', 'Mobile Suit Gundam: The Witch from Mercury'],
  ['Gundam Lfrith', 'Mobile Suit Gundam: The Witch from Mercury'],
  ['Xi Gundam', 'Mobile Suit Gundam Hathaway'],
  ['Penelope', 'Mobile Suit Gundam Hathaway'],
  ['Gundam F91', 'Mobile Suit Gundam F91 (1991)'],
  ['Crossbone Gundam X1', 'Mobile Suit Crossbone Gundam'],
  ['Full Armor Gundam', 'Mobile Suit Gundam Thunderbolt'],
  ['Psycho Zaku', 'Mobile Suit Gundam Thunderbolt'],
  ['Gundam GP01 Zephyranthes', 'Mobile Suit Gundam 0083: Stardust Memory (OVA)'],
  ['Kampfer', 'Mobile Suit Gundam 0080: War in the Pocket'],
  ['Turn A Gundam', 'Turn A Gundam'],
  ['God Gundam', 'Mobile Fighter G Gundam'],
  ['Gundam X', 'After War Gundam X'],
  ['GQuuuuuuX', 'Mobile Suit Gundam GQuuuuuuX'],
];
const VARIANTS = [
  '',
  ' Ver.Ka',
  ' Ver. 2.0',
  ' bản màu đỏ',
  ' Clear Color',
  ' Titanium Finish',
  ' Mô hình chính hãng',
  ' hàng Nhật',
  ' đã lắp ráp',
  ' full box',
  ' Limited',
  ' Ver.Evolution',
];
// weights: HG is most of the market, PG the least
const GRADES = [
  'HG',
  'HG',
  'HG',
  'HG',
  'HG',
  'HG',
  'RG',
  'RG',
  'MG',
  'MG',
  'MG',
  'MG',
  'PG',
  'EG',
  'SD',
  'SD',
  'NG',
  'MGEX',
  'FM',
  'RE100',
];
const SCALE_OF = {
  HG: '1/144',
  RG: '1/144',
  EG: '1/144',
  MG: '1/100',
  MGEX: '1/100',
  FM: '1/100',
  RE100: '1/100',
  PG: '1/60',
  SD: 'non_scale',
  NG: 'non_scale',
};
const PRICE_OF = {
  HG: [250, 900],
  RG: [450, 1500],
  EG: [150, 400],
  MG: [800, 3200],
  MGEX: [3000, 6500],
  FM: [900, 1800],
  RE100: [1500, 3000],
  PG: [4000, 12000],
  SD: [150, 600],
  NG: [200, 1500],
};

export async function bulkInsert(client) {
  const models = MODELS.map(([m]) => m);
  // search_text as kitSearchText writes it: "<name> | <series, grade…> | <shop>" in search form
  const modelsFolded = MODELS.map(([m]) => normalizeSearch(m));
  const seriesFolded = MODELS.map(([, s]) => normalizeSearch(s));
  const series = MODELS.map(([, s]) => s);
  const variants = VARIANTS;
  const variantsFolded = VARIANTS.map((v) => (normalizeSearch(v) ? ` ${normalizeSearch(v)}` : ''));
  const scales = GRADES.map((g) => SCALE_OF[g]);
  const priceLo = GRADES.map((g) => PRICE_OF[g][0]);
  const priceHi = GRADES.map((g) => PRICE_OF[g][1]);
  await client.query(
    `insert into users (email, full_name, password_hash, email_verified, role, created_at)
     select 'bench-seller-' || i || '@example.vn', 'Người bán ' || i, null, true, 'seller', now() - (i || ' days')::interval
     from generate_series(1, $1) i`,
    [SELLERS],
  );
  await client.query(
    `insert into shops (owner_id, name, slug)
     select id, 'Gundam Shop ' || substr(email, 14, position('@' in email) - 14), 'bench-shop-' || substr(email, 14, position('@' in email) - 14)
     from users where email like 'bench-seller-%'`,
  );
  // deterministic pseudo-random picks from i (hashint-free: multiplicative hashing mod array sizes)
  await client.query(
    `with sellers as (select array_agg(id order by email) as ids from users where email like 'bench-seller-%'),
     src as (
       select i,
              (1 + (i * 7919) % cardinality($1::text[]))::int as m,
              (1 + (i * 104729) % cardinality($4::text[]))::int as v,
              (1 + (i * 31) % cardinality($6::text[]))::int as g
       from generate_series(1::bigint, $8::bigint + 5000) i
     )
     insert into kits (owner_id, name, slug, grade_code, series, scale, condition, weight_grams, price, status, search_text, view_count, published_at, created_at, updated_at)
     select s.ids[(1 + (i * 13) % cardinality(s.ids))::int],
            ($6::text[])[g] || ' ' || ($1::text[])[m] || ($4::text[])[v],
            'bench-' || i,
            ($6::text[])[g],
            ($3::text[])[m],
            ($7::text[])[g],
            (array['new','open_box','built','used'])[(1 + (i * 17) % 4)::int],
            200 + (i * 37) % 2800,
            (($9::int[])[g] + ((i * 7) % (($10::int[])[g] - ($9::int[])[g]))) * 1000,
            case when i <= $8 then 'published' else 'in_store' end,
            lower(($6::text[])[g]) || ' ' || ($2::text[])[m] || ($5::text[])[v] || ' | ' || ($11::text[])[m] || ' ' || lower(($6::text[])[g])
              || ' | ' || (select lower(sh.name) from shops sh where sh.owner_id = s.ids[(1 + (i * 13) % cardinality(s.ids))::int]),
            (i * 53) % 500,
            case when i <= $8 then now() - ((i * 263) % 525600 || ' minutes')::interval end,
            now() - ((i * 263) % 525600 + 60 || ' minutes')::interval,
            now()
     from src, sellers s`,
    [models, modelsFolded, series, variants, variantsFolded, GRADES, scales, PUBLISHED, priceLo, priceHi, seriesFolded],
  );
  // a steady state, as autovacuum would leave it: GIN pending list merged, visibility map set
  await client.query('vacuum analyze');
}
