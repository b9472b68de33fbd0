import { z } from 'zod';
import { pageQuery, paged } from './pagination.js';

export * from './kit-labels.js';
export * from './kit-photo.js';
import { CONDITION_DESCRIPTION_REQUIRED, conditionNeedsDescription, KIT_CONDITIONS, KIT_SCALES, KIT_STATUSES } from './kit-labels.js';
import { formatNumber } from './format.js';

export * from './kit-limits.js';
import { KIT_RULES, maxReleaseYear } from './kit-limits.js';
export const TOO_MANY_IMAGES_MESSAGE = 'Mỗi sản phẩm có tối đa 1 ảnh chính và 8 ảnh phụ';

/**
 * Form fields arrive as strings (multipart) or as JSON values: blank means "not given", and a
 * number may be written with Vietnamese thousands dots ("1.500.000").
 */
function numeric(v: unknown) {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s === '') return undefined;
  if (/^\d{1,3}(\.\d{3})+$/.test(s)) return Number(s.replace(/\./g, ''));
  return /^-?\d+$/.test(s) ? Number(s) : s;
}
// NUL and other C0 controls (except tab and line breaks) cannot be stored in PostgreSQL text or mean nothing
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const noControlChars = (s: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(s);
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** "Vui lòng nhập …" when the value is missing, "… phải là <kind>" when it has the wrong type. */
const typeError = (label: string, kind: string) => (i: { input?: unknown }) =>
  i.input === undefined || i.input === null ? `Vui lòng nhập ${label.toLowerCase()}` : `${label} phải là ${kind}`;
const textField = (label: string, max: number, min = 0) =>
  z
    .string({ error: typeError(label, 'chuỗi ký tự') })
    .trim()
    .min(min, { error: `${label} phải có ít nhất ${min} ký tự` })
    .max(max, { error: `${label} tối đa ${max} ký tự` })
    .refine(noControlChars, { error: `${label} chứa ký tự không hợp lệ` });
const requiredText = (label: string, min: number, max: number) => z.preprocess(blank, textField(label, max, min));
const optionalText = (label: string, max: number) => z.preprocess(blank, textField(label, max).optional());

const intField = (label: string, min: number, max: number, unit = '', fmt: (n: number) => string = formatNumber) =>
  z.preprocess(
    numeric,
    z
      .number({ error: typeError(label, 'số') })
      .int({ error: `${label} phải là số nguyên` })
      .min(min, { error: `${label} tối thiểu ${fmt(min)}${unit}` })
      .max(max, { error: `${label} tối đa ${fmt(max)}${unit}` }),
  );

export const kitScaleField = z.enum(KIT_SCALES, { error: 'Tỷ lệ phải là 1/144, 1/100, 1/60, 1/48 hoặc non_scale (không tỉ lệ)' });
export const kitConditionField = z.enum(KIT_CONDITIONS, { error: 'Tình trạng phải là new, open_box, built hoặc used' });
export const kitStatusField = z.enum(KIT_STATUSES, { error: 'Trạng thái không hợp lệ' });

export const accessorySchema = z.strictObject(
  {
    name: requiredText('Tên phụ kiện', 1, KIT_RULES.accessoryNameMax),
    quantity: intField('Số lượng phụ kiện', 1, KIT_RULES.accessoryQuantityMax).optional().default(1),
  },
  { error: 'Mỗi phụ kiện gồm name và quantity' },
);
export const accessoriesField = z.preprocess(
  (v, ctx) => {
    // multipart sends the list as one JSON string
    if (typeof v !== 'string') return v;
    if (v.trim() === '') return [];
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Phụ kiện phải là danh sách JSON dạng [{"name": "...", "quantity": 1}]' });
      return z.NEVER;
    }
  },
  z
    .array(accessorySchema, { error: 'Phụ kiện phải là danh sách dạng [{"name": "...", "quantity": 1}]' })
    .max(KIT_RULES.accessoriesMax, { error: `Tối đa ${KIT_RULES.accessoriesMax} phụ kiện` }),
);
/** `PUT /users/:id/gundams/:gid/accessories` replaces the whole list. */
export const accessoriesBody = accessoriesField;
export type AccessoryInput = z.infer<typeof accessorySchema>;

/**
 * `series`: any entry of GUNDAM_SERIES (any case/accents; stored in the list's spelling) or free
 * text up to 100 characters, because new series and manga/MSV lines outgrow any fixed list.
 */
export const kitSeriesField = requiredText('Dòng phim', 2, KIT_RULES.seriesMax);

const releaseYear = (currentYear: number) => intField('Năm phát hành', KIT_RULES.releaseYearMin, maxReleaseYear(currentYear), '', String);

/** The editable fields of a kit, given the current calendar year in Vietnam (it bounds release_year). */
function kitFieldShape(currentYear: number) {
  return {
    name: requiredText('Tên Gundam', KIT_RULES.nameMin, KIT_RULES.nameMax),
    grade_code: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
      z.string({ error: 'Vui lòng chọn phân khúc (grade_code)' }).max(20, { error: 'Phân khúc không hợp lệ' }),
    ),
    series: kitSeriesField,
    scale: z.preprocess(blank, kitScaleField),
    condition: z.preprocess(blank, kitConditionField),
    condition_description: optionalText('Mô tả tình trạng', KIT_RULES.conditionDescriptionMax),
    manufacturer: optionalText('Thương hiệu', KIT_RULES.shortTextMax),
    version: optionalText('Phiên bản', KIT_RULES.shortTextMax),
    parts_total: intField('Tổng số linh kiện', 1, KIT_RULES.partsMax).optional(),
    material: optionalText('Chất liệu', KIT_RULES.shortTextMax),
    weight_grams: intField('Cân nặng', 1, KIT_RULES.weightMax, ' gram'),
    release_year: releaseYear(currentYear).optional(),
    description: optionalText('Mô tả sản phẩm', KIT_RULES.descriptionMax),
    price: intField('Giá bán', KIT_RULES.priceMin, KIT_RULES.priceMax, ' ₫').optional(),
  };
}
const unknownKeys = {
  error: (i: { code?: string; keys?: string[] }) =>
    i.code === 'unrecognized_keys' ? `Trường không được hỗ trợ: ${(i.keys ?? []).join(', ')}` : undefined,
};

const schemasByYear = new Map<number, ReturnType<typeof buildKitSchemas>>();
function buildKitSchemas(currentYear: number) {
  const shape = kitFieldShape(currentYear);
  const create = z.strictObject({ ...shape, accessories: accessoriesField.optional() }, unknownKeys).superRefine(
    (v, ctx) => {
      if (KIT_CONDITIONS.includes(v.condition) && conditionNeedsDescription(v.condition) && !v.condition_description) {
        ctx.addIssue({ code: 'custom', path: ['condition_description'], message: CONDITION_DESCRIPTION_REQUIRED });
      }
    },
    // also when other fields are wrong, so the form shows every problem at once
    { when: (p) => typeof p.value === 'object' && p.value !== null },
  );
  // PATCH: every field optional; null clears an optional one. The condition rule is checked on the merged kit.
  const nullable = <T extends z.ZodType>(s: T) => z.union([z.null(), s]).optional();
  const update = z.strictObject(
    {
      name: shape.name.optional(),
      grade_code: shape.grade_code.optional(),
      series: shape.series.optional(),
      scale: shape.scale.optional(),
      condition: shape.condition.optional(),
      condition_description: nullable(shape.condition_description),
      manufacturer: shape.manufacturer,
      version: nullable(shape.version),
      parts_total: nullable(shape.parts_total),
      material: nullable(shape.material),
      weight_grams: shape.weight_grams.optional(),
      release_year: nullable(shape.release_year),
      description: shape.description,
      price: nullable(shape.price),
    },
    unknownKeys,
  );
  return { create, update };
}
/** The create and update schemas for a calendar year (cached: they are rebuilt once a year). */
export function kitSchemas(currentYear: number) {
  if (!schemasByYear.has(currentYear)) schemasByYear.set(currentYear, buildKitSchemas(currentYear));
  return schemasByYear.get(currentYear)!;
}
export type KitCreateInput = z.infer<ReturnType<typeof kitSchemas>['create']>;
export type KitUpdateInput = z.infer<ReturnType<typeof kitSchemas>['update']>;

// ---- wire objects ----

export const kitImageUrlsSchema = z.object({ thumb: z.string(), card: z.string(), full: z.string() });
export type KitImageUrls = z.infer<typeof kitImageUrlsSchema>;
export const kitImageSchema = z.object({
  id: z.string(),
  position: z.number(),
  is_primary: z.boolean(),
  width: z.number(),
  height: z.number(),
  urls: kitImageUrlsSchema,
});
export type KitImage = z.infer<typeof kitImageSchema>;

/** One kit in a list (collection, storefront, shop). */
export const kitCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  grade_code: z.string(),
  grade_name: z.string(),
  series: z.string(),
  scale: z.enum(KIT_SCALES),
  condition: z.enum(KIT_CONDITIONS),
  price: z.number().nullable(),
  status: z.enum(KIT_STATUSES),
  owner_id: z.string(),
  primary_image: kitImageUrlsSchema.nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});
export type KitCard = z.infer<typeof kitCardSchema>;

export const kitAccessorySchema = z.object({ id: z.string(), name: z.string(), quantity: z.number() });
export const kitDetailSchema = kitCardSchema.extend({
  grade_display_name: z.string(),
  condition_description: z.string().nullable(),
  manufacturer: z.string(),
  version: z.string().nullable(),
  parts_total: z.number().nullable(),
  material: z.string().nullable(),
  weight_grams: z.number(),
  release_year: z.number().nullable(),
  description: z.string(),
  images: z.array(kitImageSchema),
  accessories: z.array(kitAccessorySchema),
  updated_at: z.string(),
});
export type KitDetail = z.infer<typeof kitDetailSchema>;

export const KIT_SORTS = ['newest', 'name', 'price_desc', 'price_asc'] as const;
export type KitSort = (typeof KIT_SORTS)[number];
const optionalFilter = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional());
/** `GET /users/:id/gundams`; newest = most recently added to the collection. */
export const collectionQuery = pageQuery.extend({
  grade: optionalFilter(z.string().trim().toUpperCase().max(20)),
  scale: optionalFilter(kitScaleField),
  condition: optionalFilter(kitConditionField),
  status: optionalFilter(kitStatusField),
  series: optionalFilter(z.string().trim().max(KIT_RULES.seriesMax, { error: 'Dòng phim tối đa 100 ký tự' })),
  q: optionalFilter(z.string().trim().max(100, { error: 'Từ khóa tìm kiếm tối đa 100 ký tự' })),
  sort: optionalFilter(z.enum(KIT_SORTS, { error: 'Cách sắp xếp phải là newest, name, price_desc hoặc price_asc' })).default('newest'),
});
export type CollectionQuery = z.infer<typeof collectionQuery>;
export const kitListResponse = paged(kitCardSchema);

export const collectionStatsSchema = z.object({
  total: z.number(),
  /** sum of the prices of the kits that have one, VND */
  estimated_value: z.number(),
  priced_count: z.number(),
  by_grade: z.array(z.object({ grade_code: z.string(), grade_name: z.string(), count: z.number() })),
  by_status: z.record(z.enum(KIT_STATUSES), z.number()),
});
export type CollectionStats = z.infer<typeof collectionStatsSchema>;
