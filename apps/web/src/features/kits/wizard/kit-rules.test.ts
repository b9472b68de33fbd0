import { describe, expect, it } from 'vitest';
import { CONDITION_DESCRIPTION_REQUIRED } from '@cho-gundam/contracts';
import {
  conditionDescriptionError,
  formatThousands,
  imageFileError,
  nameError,
  parseThousands,
  partsError,
  priceError,
  releaseYearError,
  secondaryCountError,
  seriesError,
  weightError,
} from './kit-rules';

const MB = 1024 * 1024;

describe('kit wizard step rules', () => {
  it('asks for a name of 5 to 100 characters, ignoring surrounding spaces', () => {
    expect(nameError(undefined)).toBe('Vui lòng nhập tên mô hình');
    expect(nameError('   ')).toBe('Vui lòng nhập tên mô hình');
    expect(nameError('  HG  ')).toBe('Tên mô hình phải có ít nhất 5 ký tự');
    expect(nameError('HG Zaku')).toBeNull();
    expect(nameError('x'.repeat(101))).toBe('Tên mô hình tối đa 100 ký tự');
  });

  it('accepts a free-text series of 2 to 100 characters', () => {
    expect(seriesError('')).toBe('Vui lòng chọn hoặc nhập dòng phim');
    expect(seriesError('G')).toBe('Dòng phim phải có ít nhất 2 ký tự');
    expect(seriesError('Gundam Build Metaverse (ONA)')).toBeNull();
  });

  it('requires condition notes for every condition except a sealed kit', () => {
    expect(conditionDescriptionError('new', '')).toBeNull();
    expect(conditionDescriptionError('new', undefined)).toBeNull();
    for (const c of ['open_box', 'built', 'used'] as const) {
      expect(conditionDescriptionError(c, '  ')).toBe(CONDITION_DESCRIPTION_REQUIRED);
      expect(conditionDescriptionError(c, 'Hộp móp góc')).toBeNull();
    }
    expect(conditionDescriptionError(undefined, '')).toBeNull();
    expect(conditionDescriptionError('used', 'x'.repeat(501))).toBe('Mô tả tình trạng tối đa 500 ký tự');
  });

  it('leaves the price optional in the collection but requires it in the shop, from 1.000 ₫', () => {
    expect(priceError(undefined, false)).toBeNull();
    expect(priceError(null, false)).toBeNull();
    expect(priceError(undefined, true)).toBe('Vui lòng nhập giá bán');
    expect(priceError(999, false)).toBe('Giá bán tối thiểu 1.000 ₫');
    expect(priceError(0, true)).toBe('Giá bán tối thiểu 1.000 ₫');
    expect(priceError(1000, true)).toBeNull();
    expect(priceError(1_000_000_001, true)).toBe('Giá bán tối đa 1.000.000.000 ₫');
    expect(priceError(1500.5, true)).toBe('Giá bán phải là số nguyên');
  });

  it('requires a weight in whole grams and bounds the optional numbers', () => {
    expect(weightError(undefined)).toBe('Vui lòng nhập khối lượng');
    expect(weightError(0)).toBe('Khối lượng tối thiểu 1 gram');
    expect(weightError(850)).toBeNull();
    expect(partsError(undefined)).toBeNull();
    expect(partsError(0)).toBe('Tổng số linh kiện tối thiểu 1');
    expect(releaseYearError(1978, 2026)).toBe('Năm phát hành phải từ 1979 đến 2027');
    expect(releaseYearError(2027, 2026)).toBeNull();
    expect(releaseYearError(null, 2026)).toBeNull();
  });

  it('refuses files that are not JPEG, PNG or WebP, empty, or over 10 MB', () => {
    expect(imageFileError({ name: 'a.jpg', type: 'image/jpeg', size: 2 * MB })).toBeNull();
    expect(imageFileError({ name: 'a.webp', type: 'image/webp', size: 10 * MB })).toBeNull();
    expect(imageFileError({ name: 'a.gif', type: 'image/gif', size: 100 })).toBe(
      'Ảnh "a.gif" không đúng định dạng. Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP.',
    );
    expect(imageFileError({ name: 'a.heic', type: '', size: 100 })).toMatch(/không đúng định dạng/);
    expect(imageFileError({ name: 'b.png', type: 'image/png', size: 0 })).toMatch(/bị trống/);
    expect(imageFileError({ name: 'c.png', type: 'image/png', size: 10 * MB + 1 })).toBe(
      'Ảnh "c.png" nặng 10,0 MB, vượt quá 10 MB. Vui lòng chọn ảnh nhỏ hơn.',
    );
  });

  it('allows at most 8 secondary images', () => {
    expect(secondaryCountError(8)).toBeNull();
    expect(secondaryCountError(9)).toBe('Chỉ được thêm tối đa 8 ảnh phụ');
  });

  it('writes prices with Vietnamese thousands dots and reads them back', () => {
    expect(formatThousands(1250000)).toBe('1.250.000');
    expect(formatThousands('999')).toBe('999');
    expect(formatThousands(undefined)).toBe('');
    expect(parseThousands('1.250.000 ₫')).toBe(1_250_000);
    expect(parseThousands('')).toBeUndefined();
  });
});
