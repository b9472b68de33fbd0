import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/fixtures.js';
import { createKitsTestApp, fieldParts, nothingWritten, png, send, VALID_FIELDS, type KitsTestApp } from '../../../test/support/kits.js';

describe('adding a kit: every field is checked', () => {
  let t: KitsTestApp;
  let me: { user: { id: string }; token: string };
  const post = async (fields: Record<string, string | undefined>) =>
    send(t, 'POST', `/api/v1/users/${me.user.id}/gundams`, me.token, [
      ...fieldParts(fields),
      { name: 'primary_image', filename: 'anh.png', content: await png() },
    ]);
  const expectNothingWritten = <R extends { status: number }>(run: () => Promise<R>) => nothingWritten(t, run);

  beforeAll(async () => {
    t = await createKitsTestApp();
    me = await signedInUser(t);
  });
  afterAll(async () => t.close());

  const bad: [string, Record<string, string | undefined>, string, RegExp][] = [
    ['a missing name', { name: undefined }, 'name', /tên gundam/i],
    ['a name under 5 characters', { name: 'RX78' }, 'name', /Tên Gundam phải có ít nhất 5/],
    ['a name over 100 characters', { name: 'G'.repeat(101) }, 'name', /Tên Gundam tối đa 100/],
    ['an unknown grade', { grade_code: 'XG' }, 'grade_code', /Phân khúc "XG" không tồn tại/],
    ['a missing grade', { grade_code: '' }, 'grade_code', /phân khúc/i],
    ['a missing series', { series: undefined }, 'series', /dòng phim/i],
    ['a series over 100 characters', { series: 'S'.repeat(101) }, 'series', /Dòng phim tối đa 100/],
    ['an unknown scale', { scale: '1/72' }, 'scale', /Tỷ lệ/],
    ['an unknown condition', { condition: 'mint' }, 'condition', /Tình trạng/],
    [
      'a used kit without condition notes',
      { condition: 'used', condition_description: undefined },
      'condition_description',
      /mô tả tình trạng/,
    ],
    [
      'condition notes over 500 characters',
      { condition_description: 'x'.repeat(501) },
      'condition_description',
      /Mô tả tình trạng tối đa 500/,
    ],
    ['a missing weight', { weight_grams: undefined }, 'weight_grams', /cân nặng/i],
    ['a zero weight', { weight_grams: '0' }, 'weight_grams', /Cân nặng tối thiểu 1 gram/],
    ['a weight over 100 kg', { weight_grams: '100001' }, 'weight_grams', /Cân nặng tối đa 100\.000 gram/],
    ['a weight that is not a number', { weight_grams: 'nặng' }, 'weight_grams', /Cân nặng phải là số/],
    ['a fractional part count', { parts_total: '12.5' }, 'parts_total', /Tổng số linh kiện phải là số/],
    ['a part count over 20000', { parts_total: '20001' }, 'parts_total', /Tổng số linh kiện tối đa 20\.000/],
    ['a release year before 1979', { release_year: '1978' }, 'release_year', /Năm phát hành tối thiểu 1979/],
    ['a release year after next year', { release_year: String(new Date().getFullYear() + 2) }, 'release_year', /Năm phát hành tối đa/],
    ['a description over 5000 characters', { description: 'd'.repeat(5001) }, 'description', /Mô tả sản phẩm tối đa 5000/],
    ['a price under 1.000 ₫', { price: '999' }, 'price', /Giá bán tối thiểu 1\.000/],
    ['a price over 1 billion ₫', { price: '1000000001' }, 'price', /Giá bán tối đa 1\.000\.000\.000/],
    ['a negative price', { price: '-5000' }, 'price', /Giá bán tối thiểu/],
    ['a manufacturer over 50 characters', { manufacturer: 'B'.repeat(51) }, 'manufacturer', /Thương hiệu tối đa 50/],
    ['a version over 50 characters', { version: 'V'.repeat(51) }, 'version', /Phiên bản tối đa 50/],
    ['a material over 50 characters', { material: 'M'.repeat(51) }, 'material', /Chất liệu tối đa 50/],
    ['accessories that are not JSON', { accessories: '[{name: "Khiên"' }, 'accessories', /danh sách JSON/],
    ['accessories that are not a list', { accessories: '{"name":"Khiên"}' }, 'accessories', /Phụ kiện phải là danh sách/],
    [
      '31 accessories',
      { accessories: JSON.stringify(Array.from({ length: 31 }, (_, i) => ({ name: `Phụ kiện ${i}`, quantity: 1 }))) },
      'accessories',
      /Tối đa 30 phụ kiện/,
    ],
    ['an accessory without a name', { accessories: '[{"name":"  ","quantity":1}]' }, 'accessories.0.name', /tên phụ kiện/i],
    [
      'an accessory name over 100 characters',
      { accessories: JSON.stringify([{ name: 'a'.repeat(101), quantity: 1 }]) },
      'accessories.0.name',
      /Tên phụ kiện tối đa 100/,
    ],
    [
      'an accessory quantity of 1000',
      { accessories: '[{"name":"Tay","quantity":1000}]' },
      'accessories.0.quantity',
      /Số lượng phụ kiện tối đa 999/,
    ],
    [
      'an accessory quantity of 0',
      { accessories: '[{"name":"Tay","quantity":0}]' },
      'accessories.0.quantity',
      /Số lượng phụ kiện tối thiểu 1/,
    ],
    ['a NUL character in the name', { name: 'RX-78-2\u0000 Gundam' }, 'name', /ký tự không hợp lệ/],
    ['an unknown field', { colour: 'đỏ' }, 'colour', /Trường không được hỗ trợ: colour/],
  ];
  it.each(bad)('refuses %s with a 400 naming the field, and writes nothing', async (_what, over, field, message) => {
    const r = await expectNothingWritten(() => post({ ...VALID_FIELDS, ...over }));
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    const fields = r.body.error.details.fields as { field: string; message: string }[];
    expect(fields.find((f) => f.field === field)?.message).toMatch(message);
  });

  it('reports every bad field at once', async () => {
    const r = await post({ ...VALID_FIELDS, name: 'abc', weight_grams: '0', condition: 'used', condition_description: '' });
    expect(r.body.error.details.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'condition_description',
      'name',
      'weight_grams',
    ]);
  });
});
