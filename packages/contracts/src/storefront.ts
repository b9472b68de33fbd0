import { z } from 'zod';
import { KIT_CONDITIONS, KIT_SCALES, kitCardSchema, kitDetailSchema } from './kits.js';
import { pageQuery } from './pagination.js';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: `${label} tối đa ${max} ký tự` })
      .optional(),
  );
const optionalMoney = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} phải là số` })
      .int({ error: `${label} phải là số nguyên` })
      .min(0, { error: `${label} không được âm` })
      .max(1_000_000_000)
      .optional(),
  );

export const STOREFRONT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type StorefrontSort = (typeof STOREFRONT_SORTS)[number];
export const STOREFRONT_PAGE_SIZE = 24;

/** `GET /gundams`: published kits only; every filter is optional and blank values are ignored. */
export const storefrontQuery = pageQuery
  .extend({
    page_size: pageQuery.shape.page_size.removeDefault().default(STOREFRONT_PAGE_SIZE),
    grade: z.preprocess(blankToUndefined, z.string().trim().toUpperCase().max(10).optional()),
    scale: z.preprocess(blankToUndefined, z.enum(KIT_SCALES, { error: 'Tỉ lệ không hợp lệ' }).optional()),
    condition: z.preprocess(blankToUndefined, z.enum(KIT_CONDITIONS, { error: 'Tình trạng không hợp lệ' }).optional()),
    series: optionalText(120, 'Dòng phim'),
    price_min: optionalMoney('Giá thấp nhất'),
    price_max: optionalMoney('Giá cao nhất'),
    /** shop id or slug */
    shop: optionalText(80, 'Shop'),
    q: optionalText(100, 'Từ khóa'),
    sort: z.preprocess(blankToUndefined, z.enum(STOREFRONT_SORTS, { error: 'Cách sắp xếp không hợp lệ' }).default('newest')),
  })
  .refine((v) => v.price_min === undefined || v.price_max === undefined || v.price_min <= v.price_max, {
    error: 'Giá thấp nhất phải nhỏ hơn hoặc bằng giá cao nhất',
    path: ['price_min'],
  });
export type StorefrontQuery = z.infer<typeof storefrontQuery>;

export const kitShopRefSchema = z.object({ id: z.string(), slug: z.string(), name: z.string() });

/** A kit card on the storefront (the list, the home page, related kits): the kits' card plus its shop. */
export const storefrontKitSchema = kitCardSchema.extend({ shop: kitShopRefSchema.nullable() });
export type StorefrontKit = z.infer<typeof storefrontKitSchema>;

/**
 * Counting every match of a broad search costs more than the page itself (100,000 kits: ~25 ms
 * for a count against ~1 ms for a page), so `total` is exact up to STOREFRONT_COUNT_CAP and
 * `total_exact` is false beyond it ("hơn 10.000 sản phẩm"); pages past the cap are empty.
 */
export const STOREFRONT_COUNT_CAP = 10_000;
export const storefrontListResponse = z.object({
  items: z.array(storefrontKitSchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
  total_exact: z.boolean(),
});
export type StorefrontList = z.infer<typeof storefrontListResponse>;
export const storefrontKitListResponse = z.array(storefrontKitSchema);

export const suggestQuery = z.object({
  q: z.string({ error: 'Vui lòng nhập từ khóa' }).trim().max(100, { error: 'Từ khóa tối đa 100 ký tự' }),
});
/** The navbar search box: at most 8 matches, ranked like the list, each with its shop's name. */
export const kitSuggestionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  shop_name: z.string().nullable(),
  grade: z.string(),
  scale: z.string(),
  price: z.number().nullable(),
  image_url: z.string().nullable(),
});
export const kitSuggestionListResponse = z.array(kitSuggestionSchema);

/** `GET /gundams/by-slug/:slug`: the kit's detail, its views and its shop card. */
export const storefrontKitDetailSchema = kitDetailSchema.extend({
  view_count: z.number(),
  /** true when the viewer owns the kit (the page then hides "Mua ngay" and "Thêm vào giỏ hàng") */
  is_owner: z.boolean(),
  shop: kitShopRefSchema
    .extend({ owner: z.object({ id: z.string(), full_name: z.string(), avatar_url: z.string().nullable() }) })
    .nullable(),
});
export type StorefrontKitDetail = z.infer<typeof storefrontKitDetailSchema>;

/** The grades the home page shows a row for. */
export const HOME_GRADES = ['HG', 'RG', 'MG', 'PG'] as const;
export const homeResponse = z.object({
  newest: z.array(storefrontKitSchema),
  by_grade: z.array(
    z.object({ grade: z.object({ code: z.string(), display_name: z.string(), slug: z.string() }), items: z.array(storefrontKitSchema) }),
  ),
  stats: z.object({ published_count: z.number(), shops_count: z.number() }),
});
export type HomeResponse = z.infer<typeof homeResponse>;
