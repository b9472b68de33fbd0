import { describe, expect, it } from 'vitest';
import type { KitDetail } from '@cho-gundam/contracts';
import { mapFieldErrors } from './kit-errors';
import {
  buildKitFormData,
  buildKitUpdate,
  cleanAccessories,
  imageChanges,
  stepOfField,
  valuesFromKit,
  type KitFormValues,
} from './kit-form';

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const img = (name: string) => ({ kind: 'new' as const, uid: name, file: file(name), url: `blob:${name}` });

const filled: KitFormValues = {
  name: '  MG 1/100 Strike Freedom  ',
  grade_code: 'MG',
  series: 'Mobile Suit Gundam SEED Destiny',
  scale: '1/100',
  condition: 'open_box',
  condition_description: 'Đã mở seal',
  manufacturer: '',
  version: 'Ver.2.0',
  parts_total: null,
  material: '',
  release_year: 2020,
  description: '',
  accessories: [
    { name: 'Đế trưng bày', quantity: 1 },
    { name: '  ', quantity: 2 },
    { name: 'Decal', quantity: null },
  ],
  primary_image: img('main.png'),
  secondary_images: [img('a.png'), img('b.png')],
  weight_grams: 850,
  price: 1_250_000,
};

const kit: KitDetail = {
  id: 'k1',
  slug: 's',
  name: 'MG 1/100 Strike Freedom',
  grade_code: 'MG',
  grade_name: 'Master Grade',
  grade_display_name: 'Master Grade',
  series: 'Mobile Suit Gundam SEED Destiny',
  scale: '1/100',
  condition: 'open_box',
  price: 1_250_000,
  status: 'in_store',
  owner_id: 'u1',
  primary_image: null,
  published_at: null,
  created_at: '',
  updated_at: '',
  condition_description: 'Đã mở seal',
  manufacturer: 'Bandai',
  version: 'Ver.2.0',
  parts_total: null,
  material: null,
  weight_grams: 850,
  release_year: 2020,
  description: '',
  accessories: [
    { id: 'a1', name: 'Đế trưng bày', quantity: 1 },
    { id: 'a2', name: 'Decal', quantity: 1 },
  ],
  images: [
    { id: 'p', position: 0, is_primary: true, width: 1, height: 1, urls: { thumb: 't', card: 'c-p', full: 'f' } },
    { id: 's2', position: 2, is_primary: false, width: 1, height: 1, urls: { thumb: 't', card: 'c-s2', full: 'f' } },
    { id: 's1', position: 1, is_primary: false, width: 1, height: 1, urls: { thumb: 't', card: 'c-s1', full: 'f' } },
  ],
};

describe('kit form → server', () => {
  it('builds the multipart body of a new kit: trimmed text, Bandai by default, accessories as JSON, files by field', () => {
    const form = buildKitFormData(filled);
    expect(form.get('name')).toBe('MG 1/100 Strike Freedom');
    expect(form.get('manufacturer')).toBe('Bandai');
    expect(form.get('weight_grams')).toBe('850');
    expect(form.get('price')).toBe('1250000');
    expect(form.get('condition_description')).toBe('Đã mở seal');
    // blank optional fields are not sent at all (multipart cannot say null)
    expect(form.has('material')).toBe(false);
    expect(form.has('parts_total')).toBe(false);
    expect(form.has('description')).toBe(false);
    expect(JSON.parse(form.get('accessories') as string)).toEqual([
      { name: 'Đế trưng bày', quantity: 1 },
      { name: 'Decal', quantity: 1 },
    ]);
    expect((form.get('primary_image') as File).name).toBe('main.png');
    expect(form.getAll('secondary_images').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
  });

  it('drops condition notes of a sealed kit and the price when none is given', () => {
    const form = buildKitFormData({ ...filled, condition: 'new', price: null });
    expect(form.has('condition_description')).toBe(false);
    expect(form.has('price')).toBe(false);
  });

  it('reads an existing kit back into the wizard with its images in display order', () => {
    const v = valuesFromKit(kit);
    expect(v.primary_image).toEqual({ kind: 'existing', id: 'p', url: 'c-p' });
    expect(v.secondary_images?.map((i) => (i.kind === 'existing' ? i.id : ''))).toEqual(['s1', 's2']);
    expect(v.material).toBe('');
  });

  it('patches only what changed, clearing emptied optional fields with null', () => {
    const v = { ...valuesFromKit(kit), name: 'MG 1/100 Strike Freedom Ver.GCP', version: '', price: null };
    expect(buildKitUpdate(v, kit)).toEqual({ name: 'MG 1/100 Strike Freedom Ver.GCP', version: null, price: null });
    expect(buildKitUpdate(valuesFromKit(kit), kit)).toEqual({});
    expect(buildKitUpdate({ ...valuesFromKit(kit), condition: 'new' }, kit)).toEqual({ condition: 'new', condition_description: null });
  });

  it('plans image calls: replaced primary, removed stored secondaries, added files', () => {
    const v = valuesFromKit(kit);
    const plan = imageChanges({ ...v, primary_image: img('new-main.png'), secondary_images: [v.secondary_images![1]!, img('c.png')] }, kit);
    expect(plan.primary?.name).toBe('new-main.png');
    expect(plan.removed).toEqual(['s1']);
    expect(plan.added.map((f) => f.name)).toEqual(['c.png']);
    expect(imageChanges(v, kit)).toEqual({ primary: null, removed: [], added: [] });
  });

  it('keeps filled accessory rows only, with a quantity of at least 1', () => {
    expect(cleanAccessories([{ name: ' Tay ', quantity: 0 }, {}, { name: 'Kiếm', quantity: 2.7 }])).toEqual([
      { name: 'Tay', quantity: 1 },
      { name: 'Kiếm', quantity: 2 },
    ]);
  });

  it('sends server field errors to the matching input and step', () => {
    const err = {
      status: 400,
      code: 'validation_failed',
      message: 'x',
      details: {
        fields: [
          { field: 'weight_grams', message: 'Cân nặng tối thiểu 1 gram' },
          { field: 'accessories.1.name', message: 'Tên phụ kiện trống' },
          { field: 'body', message: 'y' },
        ],
      },
    };
    const mapped = mapFieldErrors(err, (root) => root !== 'body');
    expect(mapped.fields).toEqual([
      { name: ['weight_grams'], errors: ['Cân nặng tối thiểu 1 gram'] },
      { name: ['accessories', 1, 'name'], errors: ['Tên phụ kiện trống'] },
    ]);
    expect(mapped.step).toBe(1);
    expect(stepOfField('primary_image')).toBe(2);
    expect(mapFieldErrors({ ...err, details: null }, () => true)).toEqual({ fields: [], step: null });
  });
});
