import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { KIT_RULES, type KitCondition } from '@cho-gundam/contracts';
import type { AppContext } from '../app.js';
import { grades } from '../modules/catalog/index.js';
import { kitSearchText, kits, kitsRepository, releaseImageFiles, storeKitImages } from '../modules/kits/index.js';
import { shops } from '../modules/shops/index.js';
import { users } from '../modules/users/users.schema.js';
import { kitArtPng } from './assets/kit-art.js';
import { MARKET_KITS, MARKET_SHOPS, type KitRow as Row } from './demo-market.js';

/** The first three demo sellers list 5 kits each (the trial plan's limit); the market shops list all theirs. */
const FIRST_SELLERS = ['seller', 'seller2', 'seller3'];
/** days since each market shop opened: its kits were listed since */
const shopAge = new Map<string, number>(MARKET_SHOPS.map((s) => [s.email.split('@')[0]!, s.startedDaysAgo]));
const OWNERS = [...FIRST_SELLERS, 'member', 'member2', 'member3', ...MARKET_SHOPS.map((s) => s.email.split('@')[0]!)];

const UC = 'Mobile Suit Gundam';
const WFM = 'Mobile Suit Gundam: The Witch from Mercury';
const SEED = 'Mobile Suit Gundam SEED';
const SEED_D = 'Mobile Suit Gundam SEED Destiny';
const SEED_F = 'Mobile Suit Gundam SEED Freedom';
const CCA = "Mobile Suit Gundam: Char's Counterattack";
const UNI = 'Mobile Suit Gundam Unicorn (OVA)';
const IBO = 'Mobile Suit Gundam: Iron-Blooded Orphans';
const EW = 'Gundam Wing: Endless Waltz (OVA/Movie)';
const OO = 'Mobile Suit Gundam 00';

/**
 * Real kits with their real grade, scale, series and release year; box weights and part counts
 * close to the real ones; prices as Vietnamese shops ask in 2025–2026. Each demo seller lists 5
 * (the trial plan's limit) and keeps the rest in the collection, ready to list.
 */
const DEMO_KITS: Row[] = [
  ['seller', 'HG 1/144 Gundam Aerial', 'HG', '1/144', WFM, 2022, 126, 290, 420_000, 'new', true],
  ['seller', 'HG 1/144 Gundam GQuuuuuuX', 'HG', '1/144', 'Mobile Suit Gundam GQuuuuuuX', 2025, 138, 310, 490_000, 'new', true],
  ['seller', 'RG 1/144 Hi-Nu Gundam', 'RG', '1/144', CCA, 2021, 498, 720, 1_250_000, 'new', true],
  ['seller', 'PG Unleashed 1/60 RX-78-2 Gundam', 'PG', '1/60', UC, 2020, 964, 3_900, 6_500_000, 'new', true],
  ['seller', 'MG 1/100 Gundam Barbatos', 'MG', '1/100', IBO, 2016, 412, 1_050, 1_050_000, 'open_box', true],
  ['seller', 'HG 1/144 Gundam Calibarn', 'HG', '1/144', WFM, 2023, 142, 300, 450_000, 'new'],
  ['seller', 'HG 1/144 Gundam Lfrith', 'HG', '1/144', WFM, 2022, 120, 280, 390_000, 'new'],
  ['seller', 'HG 1/144 Gundam Schwarzette', 'HG', '1/144', WFM, 2023, 150, 310, 450_000, 'new'],
  ['seller', 'HG 1/144 Gundam Pharact', 'HG', '1/144', WFM, 2022, 131, 290, 390_000, 'new'],
  ['seller', 'FM 1/100 Gundam Aerial', 'FM', '1/100', WFM, 2023, 310, 820, 1_100_000, 'new'],
  ['seller', 'SD Gundam EX-Standard Unicorn Gundam (Destroy Mode)', 'SD', 'non_scale', UNI, 2016, 48, 110, 150_000, 'new'],
  ['seller', 'Entry Grade 1/144 RX-78-2 Gundam', 'EG', '1/144', UC, 2020, 54, 180, 180_000, 'new'],
  ['seller2', 'HG 1/144 Mighty Strike Freedom Gundam', 'HG', '1/144', SEED_F, 2024, 168, 380, 590_000, 'new', true],
  ['seller2', 'RG 1/144 Strike Freedom Gundam', 'RG', '1/144', SEED_D, 2010, 305, 560, 850_000, 'new', true],
  ['seller2', 'MGEX 1/100 Strike Freedom Gundam', 'MGEX', '1/100', SEED_D, 2022, 1_012, 2_300, 3_900_000, 'new', true],
  ['seller2', 'PG 1/60 Strike Freedom Gundam', 'PG', '1/60', SEED_D, 2013, 812, 3_600, 5_800_000, 'open_box', true],
  ['seller2', 'HG 1/144 Rising Freedom Gundam', 'HG', '1/144', SEED_F, 2024, 150, 340, 520_000, 'new', true],
  ['seller2', 'RG 1/144 Freedom Gundam Ver.2.0', 'RG', '1/144', SEED, 2024, 402, 600, 900_000, 'new'],
  ['seller2', 'MG 1/100 Strike Freedom Gundam (Full Burst Mode)', 'MG', '1/100', SEED_D, 2010, 520, 1_300, 1_650_000, 'new'],
  ['seller2', 'MG 1/100 Freedom Gundam Ver.2.0', 'MG', '1/100', SEED, 2016, 498, 1_200, 1_500_000, 'new'],
  ['seller2', 'Entry Grade 1/144 Strike Gundam', 'EG', '1/144', SEED, 2021, 58, 180, 180_000, 'new'],
  ['seller2', 'SD Gundam EX-Standard Strike Freedom Gundam', 'SD', 'non_scale', SEED_D, 2016, 45, 100, 150_000, 'new'],
  ['seller2', 'RG 1/144 Gundam Astray Red Frame', 'RG', '1/144', 'Mobile Suit Gundam SEED Astray', 2016, 330, 520, 750_000, 'new'],
  ['seller2', 'HG 1/144 Gundam Exia', 'HG', '1/144', OO, 2007, 98, 220, 350_000, 'new'],
  ['seller3', 'HG 1/144 RX-78-2 Gundam (Revive)', 'HG', '1/144', UC, 2015, 110, 240, 390_000, 'new', true],
  ['seller3', 'RG 1/144 MS-06S Char’s Zaku II', 'RG', '1/144', UC, 2010, 290, 480, 700_000, 'new', true],
  ['seller3', 'MG 1/100 Sazabi Ver.Ka', 'MG', '1/100', CCA, 2013, 721, 1_850, 2_300_000, 'new', true],
  ['seller3', 'RG 1/144 Nu Gundam', 'RG', '1/144', CCA, 2019, 452, 700, 1_150_000, 'new', true],
  ['seller3', 'PG 1/60 Unicorn Gundam', 'PG', '1/60', UNI, 2014, 880, 4_200, 5_200_000, 'new', true],
  ['seller3', 'HG 1/144 Zaku II (Revive)', 'HG', '1/144', UC, 2015, 104, 230, 350_000, 'new'],
  ['seller3', 'RG 1/144 RX-78-2 Gundam Ver.2.0', 'RG', '1/144', UC, 2024, 380, 560, 850_000, 'new'],
  ['seller3', 'RG 1/144 Sazabi', 'RG', '1/144', CCA, 2018, 502, 760, 1_200_000, 'new'],
  ['seller3', 'MG 1/100 RX-78-2 Gundam Ver.3.0', 'MG', '1/100', UC, 2013, 540, 1_100, 1_100_000, 'new'],
  ['seller3', 'MG 1/100 Nu Gundam Ver.Ka', 'MG', '1/100', CCA, 2012, 690, 1_700, 2_100_000, 'open_box'],
  ['seller3', 'HG 1/144 Unicorn Gundam (Destroy Mode)', 'HG', '1/144', UNI, 2009, 130, 300, 520_000, 'new'],
  ['seller3', 'HG 1/144 Xi Gundam', 'HG', '1/144', 'Mobile Suit Gundam Hathaway', 2021, 262, 780, 1_150_000, 'new'],
  ['member', 'HG 1/144 Gundam Barbatos Lupus Rex', 'HG', '1/144', IBO, 2017, 128, 300, 450_000, 'built'],
  ['member', 'HG 1/144 Narrative Gundam C-Packs', 'HG', '1/144', 'Mobile Suit Gundam Narrative', 2018, 132, 300, null, 'new'],
  ['member', 'RG 1/144 Unicorn Gundam', 'RG', '1/144', UNI, 2017, 395, 620, 950_000, 'built'],
  ['member', 'RG 1/144 Gundam Exia', 'RG', '1/144', OO, 2013, 310, 500, null, 'used'],
  ['member', 'MG 1/100 Unicorn Gundam Ver.Ka', 'MG', '1/100', UNI, 2014, 612, 1_400, 1_600_000, 'open_box'],
  ['member', 'MG 1/100 Zaku II Ver.2.0', 'MG', '1/100', UC, 2007, 450, 950, 1_050_000, 'built'],
  ['member', 'MG 1/100 Gundam Exia', 'MG', '1/100', OO, 2009, 470, 1_000, 1_150_000, 'new'],
  ['member', 'SD Gundam Cross Silhouette RX-78-2 Gundam', 'SD', 'non_scale', UC, 2018, 60, 130, null, 'built'],
  ['member', 'HG 1/144 Gundam Barbatos', 'HG', '1/144', IBO, 2015, 100, 240, 350_000, 'new'],
  ['member', 'HG 1/144 Red Gundam', 'HG', '1/144', 'Mobile Suit Gundam GQuuuuuuX', 2025, 120, 290, 480_000, 'new'],
  ['member2', 'RG 1/144 Wing Gundam Zero EW', 'RG', '1/144', EW, 2017, 340, 540, 800_000, 'built'],
  ['member2', 'MG 1/100 Wing Gundam Zero EW Ver.Ka', 'MG', '1/100', EW, 2014, 520, 1_200, 1_350_000, 'new'],
  ['member2', 'MG 1/100 Gundam Deathscythe EW', 'MG', '1/100', EW, 2011, 430, 1_000, null, 'used'],
  ['member2', 'MG 1/100 Gundam Epyon EW', 'MG', '1/100', EW, 2012, 460, 1_100, 1_300_000, 'open_box'],
  ['member2', 'PG 1/60 Wing Gundam Zero Custom (EW)', 'PG', '1/60', EW, 2000, 690, 2_900, 4_800_000, 'new'],
  ['member2', 'Hi-Resolution Model 1/100 Wing Gundam Zero EW', 'HIRM', '1/100', EW, 2015, 320, 1_300, 3_600_000, 'new'],
  ['member2', 'SDW Heroes Wukong Impulse Gundam', 'SD', 'non_scale', 'SD Gundam World Heroes', 2021, 70, 120, 200_000, 'built'],
  ['member2', 'MG 1/100 Gundam Deathscythe Hell EW', 'MG', '1/100', EW, 2011, 410, 1_000, 1_200_000, 'built'],
  ['member2', 'HG 1/144 Gundam Barbatos Lupus', 'HG', '1/144', IBO, 2016, 110, 260, 380_000, 'built'],
  ['member2', 'RG 1/144 Zeta Gundam', 'RG', '1/144', 'Mobile Suit Zeta Gundam', 2012, 330, 560, 850_000, 'used'],
  ['member3', 'MG 1/100 Crossbone Gundam X1 Ver.Ka', 'MG', '1/100', 'Mobile Suit Crossbone Gundam', 2016, 560, 1_200, 1_450_000, 'new'],
  [
    'member3',
    'MG 1/100 Full Armor Gundam Ver.Ka (Gundam Thunderbolt)',
    'MG',
    '1/100',
    'Mobile Suit Gundam Thunderbolt',
    2016,
    780,
    1_900,
    2_000_000,
    'open_box',
  ],
  ['member3', 'MG 1/100 Hi-Nu Gundam Ver.Ka', 'MG', '1/100', CCA, 2019, 720, 1_800, 2_400_000, 'built'],
  ['member3', 'MGEX 1/100 Unicorn Gundam Ver.Ka', 'MGEX', '1/100', UNI, 2020, 1_040, 2_500, 4_500_000, 'new'],
  ['member3', 'PG 1/60 Gundam Exia', 'PG', '1/60', OO, 2009, 640, 2_800, 4_300_000, 'used'],
  ['member3', 'HG 1/144 Sazabi (Revive)', 'HG', '1/144', CCA, 2018, 190, 520, 750_000, 'built'],
  ['member3', 'RE/100 1/100 Nightingale', 'RE100', '1/100', CCA, 2016, 380, 1_400, 1_600_000, 'new'],
  ['member3', 'HG 1/144 Sinanju', 'HG', '1/144', UNI, 2010, 170, 420, 650_000, 'built'],
  ['member3', 'HG 1/144 Gundam Aerial Rebuild', 'HG', '1/144', WFM, 2023, 130, 300, 450_000, 'new'],
  ['member3', 'MG 1/100 Zeta Gundam Ver.2.0', 'MG', '1/100', 'Mobile Suit Zeta Gundam', 2005, 520, 1_100, 1_300_000, 'open_box'],
  ['member3', 'HG 1/144 Hi-Nu Gundam', 'HG', '1/144', CCA, 2021, 180, 380, 600_000, 'new'],
];

const DESCRIPTION: Record<KitCondition, string> = {
  new: 'Hàng chính hãng Bandai, nguyên hộp, chưa bóc seal. Runner, sách hướng dẫn và decal đầy đủ. Đóng gói chống sốc khi giao.',
  open_box: 'Hàng chính hãng Bandai. Đã mở hộp để kiểm tra, các túi runner còn nguyên, đủ sách hướng dẫn và decal.',
  built: 'Đã lắp ráp thẳng theo sách, không sơn, đủ vũ khí và tay thay thế. Trưng bày trong tủ kính, không ám khói.',
  used: 'Mô hình đã qua sử dụng, khớp còn chắc, đứng tạo dáng tốt. Phù hợp cho bạn thích chơi hoặc độ lại.',
};
const CONDITION_NOTES: Record<Exclude<KitCondition, 'new'>, string> = {
  open_box: 'Đã mở seal ngoài để kiểm tra mảnh, runner bên trong còn nguyên túi. Hộp hơi móp một góc.',
  built: 'Lắp ráp thẳng, có kẻ lằn chìm, không sơn. Vài vết nub nhỏ ở mặt trong, không thấy khi trưng bày.',
  used: 'Trưng bày khoảng một năm, hơi bám bụi. Thiếu một bàn tay thay thế, các khớp còn chắc.',
};
function accessoriesOf(grade: string, condition: KitCondition) {
  const list: { name: string; quantity: number }[] = [];
  if (['MG', 'PG', 'MGEX', 'RG', 'HIRM', 'RE100'].includes(grade)) list.push({ name: 'Tờ decal nước', quantity: 1 });
  if (grade === 'PG' || grade === 'MGEX') list.push({ name: 'Đế trưng bày Action Base', quantity: 1 });
  if (condition === 'built') list.push({ name: 'Bàn tay thay thế', quantity: 2 });
  return list;
}
const material = (grade: string) => (grade === 'SD' || grade === 'EG' ? 'PS, PE' : grade === 'HG' ? 'PS, PE, PP' : 'PS, PE, ABS');
const version = (name: string) => /Ver\.[\w.]+|Revive|EW|Full Burst Mode|Destroy Mode/.exec(name)?.[0] ?? null;

/** Runs `fn` over `items`, `limit` at a time (sharp is CPU-bound: a few at once use both cores). */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

/**
 * ~60 demo kits spread over the demo sellers and members, and the market shops' 96 (demo-market.ts),
 * with photos drawn at load time and stored through the upload pipeline. Runs once, after the demo
 * accounts and shops exist.
 */
export async function loadDemoKits(ctx: AppContext, log: (line: string) => void) {
  const emails = OWNERS.map((o) => `${o}@chogundam.vn`);
  const people = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const ownerId = new Map(people.map((p) => [p.email.split('@')[0]!, p.id]));
  if (ownerId.size !== emails.length) throw new Error('demo kits need the demo accounts');
  const mine = await ctx.db
    .select({ id: kits.id })
    .from(kits)
    .where(inArray(kits.ownerId, [...ownerId.values()]))
    .limit(1);
  if (mine.length) return;

  const gradeName = new Map((await ctx.db.select().from(grades)).map((g) => [g.code, g.name]));
  // the demo shops are opened before the kits: their names go into the kits' search text
  const shopName = new Map((await ctx.db.select({ ownerId: shops.ownerId, name: shops.name }).from(shops)).map((s) => [s.ownerId, s.name]));
  const storage = ctx.storage;
  const now = ctx.clock.now().getTime();
  const day = 86_400_000;
  const started = Date.now();

  // photos first, like an upload: a primary drawing for every kit, a box view for the first
  // sellers' listed ones (the market shops' kits have one photo: the start-up stays quick)
  const all = [...DEMO_KITS, ...MARKET_KITS];
  const prepared = await mapLimit(all, 3, async (row, i) => {
    const [, name, gradeCode, scale, series, , , , , , listed] = row;
    const id = randomUUID();
    const art = { name, gradeCode, scale, series, take: i };
    const images: Parameters<typeof storeKitImages>[3][number][] = [
      { field: 'primary_image', rank: 1, buffer: await kitArtPng({ ...art, view: 'suit' }) },
    ];
    if (listed && FIRST_SELLERS.includes(row[0]))
      images.push({ field: 'secondary_images', rank: 1, buffer: await kitArtPng({ ...art, view: 'box' }) });
    return { row, id, stored: await storeKitImages(ctx.db, storage, id, images) };
  });

  const listedSoFar = new Map<string, number>();
  try {
    await ctx.db.transaction(async (tx) => {
      for (const [i, { row, id, stored }] of prepared.entries()) {
        const [owner, name, gradeCode, scale, series, releaseYear, partsTotal, weightGrams, price, condition, listed] = row;
        const rank = listedSoFar.get(owner) ?? 0;
        const first = FIRST_SELLERS.indexOf(owner);
        const publish = Boolean(listed) && price !== null && (first < 0 || rank < 5);
        if (publish) listedSoFar.set(owner, rank + 1);
        // listed kits: spread over the last 30 days (the first sellers' newest ones among the newest
        // of the market); the others were added over the last two months
        const publishedAt = !publish
          ? null
          : first >= 0
            ? new Date(now - (1 + (first + 3 * rank) * 1.9) * day - i * 3_600_000)
            : new Date(now - (1.2 + (((i * 7) % 96) / 96) * (shopAge.get(owner)! - 2)) * day);
        const createdAt = new Date((publishedAt?.getTime() ?? now) - ((i * 7) % 31) * day - 2 * day);
        const kit = {
          id,
          ownerId: ownerId.get(owner)!,
          name,
          gradeCode,
          series,
          scale,
          condition,
          releaseYear,
          partsTotal,
          weightGrams,
          price,
          conditionDescription: condition === 'new' ? null : CONDITION_NOTES[condition],
          manufacturer: 'Bandai',
          version: version(name),
          material: material(gradeCode),
          description: DESCRIPTION[condition],
          status: publish ? ('published' as const) : ('in_store' as const),
          publishedAt,
          createdAt,
          updatedAt: publishedAt ?? createdAt,
        };
        await kitsRepository.insertKit(tx, {
          ...kit,
          searchText: kitSearchText({ ...kit, gradeName: gradeName.get(gradeCode) ?? gradeCode }, shopName.get(kit.ownerId)),
        });
        await kitsRepository.insertImages(
          tx,
          stored.map((s, position) => ({ kitId: id, position, storageKey: s.storageKey, width: s.width, height: s.height, createdAt })),
        );
        await kitsRepository.replaceAccessories(tx, id, accessoriesOf(gradeCode, condition).slice(0, KIT_RULES.accessoriesMax));
      }
    });
  } catch (err) {
    await releaseImageFiles(
      ctx.db,
      storage,
      prepared.flatMap((p) => p.stored.map((s) => s.storageKey)),
    );
    throw err;
  }
  const listed = [...listedSoFar.values()].reduce((a, b) => a + b, 0);
  log(`Đã nạp ${all.length} mô hình mẫu (${listed} đang đăng bán) trong ${((Date.now() - started) / 1000).toFixed(1)} giây`);
}
