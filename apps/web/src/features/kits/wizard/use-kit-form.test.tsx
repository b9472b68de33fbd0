import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONDITION_DESCRIPTION_REQUIRED } from '@cho-gundam/contracts/core';
import { useKitForm } from './use-kit-form';

const setup = (priceRequired = false) =>
  renderHook(() =>
    useKitForm(() => ({ manufacturer: 'Bandai', accessories: [], secondary_images: [], primary_image: null }), {
      currentYear: 2026,
      priceRequired,
    }),
  );

describe('the kit wizard’s plain form', () => {
  it('"Tiếp theo" on an empty step 1 shows each required field’s message, as its antd rules did, and refuses to move on', () => {
    const { result } = setup();
    let ok = true;
    act(() => {
      ok = result.current.validateStep(0);
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toMatchObject({
      name: 'Vui lòng nhập tên mô hình',
      grade_code: 'Vui lòng chọn phân khúc',
      series: 'Vui lòng chọn hoặc nhập dòng phim',
      scale: 'Vui lòng chọn tỷ lệ',
    });
    expect(result.current.errors.parts_total).toBeUndefined();
  });

  it('checks a field as it changes, and its message goes once the value passes', () => {
    const { result } = setup();
    act(() => result.current.setField('name', 'MG 1'));
    expect(result.current.errors.name).toBe('Tên mô hình phải có ít nhất 5 ký tự');
    act(() => result.current.setField('name', 'MG 1/100 Strike'));
    expect(result.current.errors.name).toBeUndefined();
    expect(result.current.latest.current.name).toBe('MG 1/100 Strike');
  });

  it('a condition other than sealed asks for its notes at once (antd’s `dependencies`), a sealed one does not', () => {
    const { result } = setup();
    act(() => result.current.setField('condition', 'used'));
    expect(result.current.errors.condition_description).toBe(CONDITION_DESCRIPTION_REQUIRED);
    act(() => result.current.setField('condition', 'new'));
    expect(result.current.errors.condition_description).toBeUndefined();
  });

  it('step 2 checks each accessory row’s name; step 3 needs the photo and weight, and the price only in the shop', () => {
    const { result } = setup(true);
    act(() => result.current.setField('accessories', [{ name: 'x'.repeat(101), quantity: 1 }]));
    act(() => {
      result.current.validateStep(1);
    });
    expect(result.current.errors['accessories.0.name']).toBe('Tên phụ kiện tối đa 100 ký tự');
    act(() => {
      result.current.validateStep(2);
    });
    expect(result.current.errors).toMatchObject({
      primary_image: 'Vui lòng chọn ảnh chính của mô hình',
      weight_grams: 'Vui lòng nhập khối lượng',
      price: 'Vui lòng nhập giá bán',
    });
    const collection = setup(false);
    act(() => {
      collection.result.current.validateStep(2);
    });
    expect(collection.result.current.errors.price).toBeUndefined();
  });

  it('the server’s messages stay under their fields until those change', () => {
    const { result } = setup();
    act(() =>
      result.current.showErrors([
        { name: ['series'], errors: ['Dòng phim không hợp lệ'] },
        { name: ['accessories', 0, 'name'], errors: ['Tên phụ kiện không hợp lệ'] },
      ]),
    );
    expect(result.current.errors.series).toBe('Dòng phim không hợp lệ');
    expect(result.current.errors['accessories.0.name']).toBe('Tên phụ kiện không hợp lệ');
    act(() => result.current.setField('series', 'Mobile Suit Gundam'));
    expect(result.current.errors.series).toBeUndefined();
    expect(result.current.errors['accessories.0.name']).toBe('Tên phụ kiện không hợp lệ');
  });
});
