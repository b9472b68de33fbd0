import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Checkbox } from '@/shared/ui/checkbox';
import type { Address, AddressUpdate } from '@cho-gundam/contracts';
import { useCreateAddressMutation, useProvincesQuery, useUpdateAddressMutation, useWardsQuery } from '../addresses-api';
import { apiError, applyFieldErrors, zodRule } from '@/shared/lib/form-helpers';
import { initials, vietnameseFilterOption } from '../vietnamese-search';

interface Values {
  full_name: string;
  phone_number: string;
  province_code?: string;
  ward_code?: string;
  detail: string;
  is_primary: boolean;
  is_pickup_address: boolean;
}

export interface AddressFormOptions {
  /** the form is on screen: it is (re)filled and the provinces are loaded */
  open: boolean;
  userId: string;
  /** null: a new address */
  address: Address | null;
  /** prefilled for a new address: the member's own name and phone */
  defaults: { full_name: string; phone_number: string | null };
  /** the first address always becomes the default */
  first: boolean;
  /** the address was saved (or, for the modal, the member gave up) */
  onClose: () => void;
}

// the rules (zod with them) load on the form's first check (address-rules.ts)
const loadRules = () => import('../address-rules');
type AddressField = 'province_code' | 'ward_code' | 'detail';
const rule = (shape: AddressField) => zodRule(() => loadRules().then((m) => m.addressInput.shape[shape]));
const fullNameRule = zodRule(() => loadRules().then((m) => m.fullNameField));
const phoneRule = zodRule(() => loadRules().then((m) => m.phoneField));

/**
 * The address form's state and fields, for the modal of the address book and the inline form of the
 * checkout: recipient, phone, province → ward (34 provinces since 1/7/2025), street. `pickup` shows
 * "Đặt làm địa chỉ lấy hàng" (not asked at checkout, where the address is where the buyer receives).
 */
export function useAddressForm({ open, userId, address, defaults, first, onClose }: AddressFormOptions, pickup = true) {
  const { message } = useApp();
  const [form] = Form.useForm<Values>();
  const provinceCode = Form.useWatch('province_code', form);
  const [problem, setProblem] = useState<string | null>(null);
  const provinces = useProvincesQuery(undefined, { skip: !open });
  const wards = useWardsQuery(provinceCode ?? '', { skip: !open || !provinceCode });
  const [create, creating] = useCreateAddressMutation();
  const [update, updating] = useUpdateAddressMutation();
  const saving = creating.isLoading || updating.isLoading;

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    form.resetFields();
    form.setFieldsValue(
      address
        ? {
            full_name: address.full_name,
            phone_number: address.phone_number,
            province_code: address.province_code,
            ward_code: address.ward_code,
            detail: address.detail,
            is_primary: address.is_primary,
            is_pickup_address: address.is_pickup_address,
          }
        : {
            full_name: defaults.full_name,
            phone_number: defaults.phone_number ?? '',
            province_code: undefined,
            ward_code: undefined,
            detail: '',
            is_primary: first,
            is_pickup_address: false,
          },
    );
  }, [open, address, defaults.full_name, defaults.phone_number, first, form]);

  const provinceOptions = useMemo(
    () => (provinces.data ?? []).map((p) => ({ value: p.code, label: p.name, search: `${p.name} ${p.short} ${initials(p.short)}` })),
    [provinces.data],
  );
  const wardOptions = useMemo(() => (wards.data ?? []).map((w) => ({ value: w.code, label: w.name, search: w.name })), [wards.data]);

  const onFinish = async (values: Values) => {
    setProblem(null);
    const { addressInput } = await loadRules();
    const parsed = addressInput.safeParse({
      full_name: values.full_name,
      phone_number: values.phone_number,
      province_code: values.province_code,
      ward_code: values.ward_code,
      detail: values.detail,
      is_primary: values.is_primary,
      is_pickup_address: values.is_pickup_address,
    });
    if (!parsed.success) return;
    const body = parsed.data;
    try {
      if (address) {
        const patch: AddressUpdate = {
          full_name: body.full_name,
          phone_number: body.phone_number,
          province_code: body.province_code,
          ward_code: body.ward_code,
          detail: body.detail,
        };
        // the default is moved by choosing another address, never by unticking this one
        if (body.is_primary && !address.is_primary) patch.is_primary = true;
        if (body.is_pickup_address !== address.is_pickup_address) patch.is_pickup_address = !!body.is_pickup_address;
        await update({ userId, addressId: address.id, body: patch }).unwrap();
        message.success('Đã cập nhật địa chỉ');
      } else {
        await create({ userId, body }).unwrap();
        message.success('Đã thêm địa chỉ mới');
      }
      onClose();
    } catch (e) {
      const err = apiError(e);
      if (!applyFieldErrors(form, err)) setProblem(err.message);
    }
  };

  const fields = (
    <>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} disabled={saving}>
        <Form.Item label="Họ và tên người nhận" name="full_name" rules={[fullNameRule]}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item label="Số điện thoại" name="phone_number" rules={[phoneRule]}>
          <Input type="tel" autoComplete="tel" placeholder="Ví dụ: 0912345678" />
        </Form.Item>
        <Form.Item label="Tỉnh/Thành phố" name="province_code" rules={[rule('province_code')]}>
          <Select
            showSearch={{ filterOption: vietnameseFilterOption }}
            options={provinceOptions}
            loading={provinces.isLoading}
            placeholder="Chọn tỉnh/thành phố"
            notFoundContent={provinces.isError ? 'Không tải được danh sách tỉnh/thành phố' : 'Không tìm thấy tỉnh/thành phố'}
            onChange={() => form.setFieldValue('ward_code', undefined)}
          />
        </Form.Item>
        <Form.Item label="Phường/Xã" name="ward_code" rules={[rule('ward_code')]}>
          <Select
            showSearch={{ filterOption: vietnameseFilterOption }}
            options={wardOptions}
            loading={wards.isFetching}
            disabled={!provinceCode}
            placeholder={provinceCode ? 'Chọn phường/xã' : 'Chọn tỉnh/thành phố trước'}
            notFoundContent={wards.isError ? 'Không tải được danh sách phường/xã' : 'Không tìm thấy phường/xã'}
          />
        </Form.Item>
        <Form.Item label="Địa chỉ cụ thể" name="detail" rules={[rule('detail')]}>
          <Input placeholder="Ví dụ: Số nhà, tên đường..." maxLength={200} autoComplete="street-address" />
        </Form.Item>
        <Form.Item name="is_primary" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox disabled={first || !!address?.is_primary}>Đặt làm địa chỉ mặc định</Checkbox>
        </Form.Item>
        {pickup ? (
          <Form.Item name="is_pickup_address" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>Đặt làm địa chỉ lấy hàng</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
    </>
  );
  return { form, saving, fields };
}

/**
 * A new address written in the page itself (the checkout of a member without one): the fields and
 * "Lưu địa chỉ và tiếp tục"; `onClose` runs once it is saved.
 */
export function AddressFormInline(props: Omit<AddressFormOptions, 'open' | 'address'>) {
  const { form, saving, fields } = useAddressForm({ ...props, open: true, address: null }, false);
  return (
    <div>
      {fields}
      <Button type="primary" style={{ marginTop: 16 }} loading={saving} onClick={() => form.submit()}>
        Lưu địa chỉ và tiếp tục
      </Button>
    </div>
  );
}
