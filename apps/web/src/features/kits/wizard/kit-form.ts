import type { AccessoryInput, KitCondition, KitDetail, KitScale, KitUpdateInput } from '@cho-gundam/contracts';

/** An image in the wizard: one already stored on the kit, or a file picked in this session. */
export type WizardImage = { kind: 'existing'; id: string; url: string } | { kind: 'new'; uid: string; file: File; url: string };

export interface AccessoryRow {
  name?: string;
  quantity?: number | null;
}

/** Every field of the three steps, as the antd Form holds them. */
export interface KitFormValues {
  name?: string;
  grade_code?: string;
  series?: string;
  scale?: KitScale;
  parts_total?: number | null;
  material?: string;
  manufacturer?: string;
  condition?: KitCondition;
  condition_description?: string;
  version?: string;
  release_year?: number | null;
  description?: string;
  accessories?: AccessoryRow[];
  primary_image?: WizardImage | null;
  secondary_images?: WizardImage[];
  weight_grams?: number | null;
  price?: number | null;
}

export const DEFAULT_MANUFACTURER = 'Bandai';

/** Which fields each step checks before "Tiếp theo" (and where a server error sends the person back to). */
export const STEP_FIELDS: (keyof KitFormValues)[][] = [
  ['name', 'grade_code', 'series', 'scale', 'parts_total', 'material', 'manufacturer'],
  ['condition', 'condition_description', 'version', 'release_year', 'description', 'accessories'],
  ['primary_image', 'secondary_images', 'weight_grams', 'price'],
];

/** The step holding a field named by the server ("accessories.0.name" → step 2). */
export function stepOfField(field: string): number {
  const root = field.split('.')[0] as keyof KitFormValues;
  const i = STEP_FIELDS.findIndex((fields) => fields.includes(root));
  return i < 0 ? 0 : i;
}

/** "accessories.0.name" → ['accessories', 0, 'name'], the antd NamePath of that input. */
export function toNamePath(field: string): (string | number)[] {
  return field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

const text = (v: string | undefined | null) => (v ?? '').trim();

/** Filled accessory rows only (a row left blank is dropped, a missing quantity is 1). */
export function cleanAccessories(rows: AccessoryRow[] | undefined): AccessoryInput[] {
  return (rows ?? [])
    .map((r) => ({ name: text(r.name), quantity: r.quantity && r.quantity > 0 ? Math.floor(r.quantity) : 1 }))
    .filter((r) => r.name !== '');
}

/** Optional text and numbers: sent only when given (multipart cannot say null). */
function optionalEntries(v: KitFormValues): [string, string][] {
  const out: [string, string][] = [];
  const add = (key: string, value: string | number | null | undefined) => {
    if (value === undefined || value === null) return;
    const s = String(value).trim();
    if (s !== '') out.push([key, s]);
  };
  add('condition_description', v.condition === 'new' ? undefined : v.condition_description);
  add('version', v.version);
  add('parts_total', v.parts_total);
  add('material', v.material);
  add('release_year', v.release_year);
  add('description', v.description);
  add('price', v.price);
  return out;
}

/** `POST /users/:id/gundams`: text fields, accessories as one JSON string, then the image files. */
export function buildKitFormData(v: KitFormValues): FormData {
  const form = new FormData();
  form.append('name', text(v.name));
  form.append('grade_code', v.grade_code ?? '');
  form.append('series', text(v.series));
  form.append('scale', v.scale ?? '');
  form.append('condition', v.condition ?? '');
  form.append('manufacturer', text(v.manufacturer) || DEFAULT_MANUFACTURER);
  form.append('weight_grams', v.weight_grams == null ? '' : String(v.weight_grams));
  for (const [k, value] of optionalEntries(v)) form.append(k, value);
  form.append('accessories', JSON.stringify(cleanAccessories(v.accessories)));
  if (v.primary_image?.kind === 'new') form.append('primary_image', v.primary_image.file, v.primary_image.file.name);
  for (const img of v.secondary_images ?? []) if (img.kind === 'new') form.append('secondary_images', img.file, img.file.name);
  return form;
}

/** The wizard's starting values for an existing kit. */
export function valuesFromKit(kit: KitDetail): KitFormValues {
  const primary = kit.images.find((i) => i.is_primary);
  return {
    name: kit.name,
    grade_code: kit.grade_code,
    series: kit.series,
    scale: kit.scale,
    parts_total: kit.parts_total,
    material: kit.material ?? '',
    manufacturer: kit.manufacturer,
    condition: kit.condition,
    condition_description: kit.condition_description ?? '',
    version: kit.version ?? '',
    release_year: kit.release_year,
    description: kit.description,
    accessories: kit.accessories.map((a) => ({ name: a.name, quantity: a.quantity })),
    primary_image: primary ? { kind: 'existing', id: primary.id, url: primary.urls.card } : null,
    secondary_images: kit.images
      .filter((i) => !i.is_primary)
      .sort((a, b) => a.position - b.position)
      .map((i) => ({ kind: 'existing' as const, id: i.id, url: i.urls.card })),
    weight_grams: kit.weight_grams,
    price: kit.price,
  };
}

/** `PATCH` body with only what changed; a cleared optional field is sent as null so the server clears it. */
export function buildKitUpdate(v: KitFormValues, kit: KitDetail): KitUpdateInput {
  const out: Record<string, unknown> = {};
  const set = (key: keyof KitUpdateInput, next: unknown, prev: unknown) => {
    if (next !== prev) out[key] = next;
  };
  const optText = (s: string | undefined) => (text(s) === '' ? null : text(s));
  const optNum = (n: number | null | undefined) => (n === undefined || n === null ? null : n);
  set('name', text(v.name), kit.name);
  set('grade_code', v.grade_code, kit.grade_code);
  set('series', text(v.series), kit.series);
  set('scale', v.scale, kit.scale);
  set('condition', v.condition, kit.condition);
  set('condition_description', v.condition === 'new' ? null : optText(v.condition_description), kit.condition_description);
  set('manufacturer', text(v.manufacturer) || DEFAULT_MANUFACTURER, kit.manufacturer);
  set('version', optText(v.version), kit.version);
  set('parts_total', optNum(v.parts_total), kit.parts_total);
  set('material', optText(v.material), kit.material);
  set('release_year', optNum(v.release_year), kit.release_year);
  // the server keeps the description when sent blank: only a non-empty change is sent
  if (text(v.description) !== '' && text(v.description) !== kit.description) out.description = text(v.description);
  set('weight_grams', v.weight_grams ?? undefined, kit.weight_grams);
  set('price', optNum(v.price), kit.price);
  return out as KitUpdateInput;
}

export function accessoriesChanged(v: KitFormValues, kit: KitDetail): boolean {
  const next = cleanAccessories(v.accessories);
  const prev = kit.accessories.map((a) => ({ name: a.name, quantity: a.quantity }));
  return JSON.stringify(next) !== JSON.stringify(prev);
}

export interface ImageChanges {
  /** a new primary image replaces the stored one */
  primary: File | null;
  /** stored secondary images the person removed */
  removed: string[];
  /** secondary files picked in this session */
  added: File[];
}

/** What the image calls of an edit must do; removals go first so the 8-image limit has room for additions. */
export function imageChanges(v: KitFormValues, kit: KitDetail): ImageChanges {
  const kept = new Set((v.secondary_images ?? []).flatMap((i) => (i.kind === 'existing' ? [i.id] : [])));
  return {
    primary: v.primary_image?.kind === 'new' ? v.primary_image.file : null,
    removed: kit.images.filter((i) => !i.is_primary && !kept.has(i.id)).map((i) => i.id),
    added: (v.secondary_images ?? []).flatMap((i) => (i.kind === 'new' ? [i.file] : [])),
  };
}
