import { z } from 'zod';
import { fullNameField, phoneField } from './fields.js';

/**
 * A postal address on the wire: who receives, their phone, Vietnam's two-level unit (province and
 * ward, since 1 July 2025) and the street detail. The address book, order snapshots, exchange
 * parcels and the carrier all use this one shape.
 */
export const postalAddressSchema = z.object({
  full_name: z.string(),
  phone_number: z.string(),
  province_code: z.string(),
  province_name: z.string(),
  ward_code: z.string(),
  ward_name: z.string(),
  detail: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** The same address as the server keeps it (table columns, order snapshots, the carrier adapter). */
export interface PostalAddressRecord {
  fullName: string;
  phoneNumber: string;
  provinceCode: string;
  provinceName: string;
  wardCode: string;
  wardName: string;
  detail: string;
}

/** The postal part of any record that has one (an address-book row, a snapshot): exactly the seven fields. */
export const postalRecordOf = (r: PostalAddressRecord): PostalAddressRecord => ({
  fullName: r.fullName,
  phoneNumber: r.phoneNumber,
  provinceCode: r.provinceCode,
  provinceName: r.provinceName,
  wardCode: r.wardCode,
  wardName: r.wardName,
  detail: r.detail,
});

/** Record → wire. */
export const presentPostalAddress = (r: PostalAddressRecord): PostalAddress => ({
  full_name: r.fullName,
  phone_number: r.phoneNumber,
  province_code: r.provinceCode,
  province_name: r.provinceName,
  ward_code: r.wardCode,
  ward_name: r.wardName,
  detail: r.detail,
});

export const addressSchema = postalAddressSchema.extend({
  id: z.string(),
  user_id: z.string(),
  is_primary: z.boolean(),
  is_pickup_address: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressInput = z.strictObject({
  full_name: fullNameField,
  phone_number: phoneField,
  province_code: z.string({ error: 'Vui lòng chọn tỉnh/thành phố' }).regex(/^\d{2}$/, { error: 'Tỉnh/thành phố không hợp lệ' }),
  ward_code: z.string({ error: 'Vui lòng chọn phường/xã' }).regex(/^\d{5}$/, { error: 'Phường/xã không hợp lệ' }),
  detail: z
    .string({ error: 'Vui lòng nhập địa chỉ cụ thể' })
    .trim()
    .min(3, { error: 'Địa chỉ cụ thể tối thiểu 3 ký tự' })
    .max(200, { error: 'Địa chỉ cụ thể tối đa 200 ký tự' }),
  is_primary: z.boolean().optional(),
  is_pickup_address: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInput>;
export const addressUpdate = addressInput.partial();
export type AddressUpdate = z.infer<typeof addressUpdate>;

export const provinceSchema = z.object({ code: z.string(), name: z.string(), short: z.string(), ward_count: z.number() });
export type Province = z.infer<typeof provinceSchema>;
export const wardSchema = z.object({ code: z.string(), name: z.string() });
export type Ward = z.infer<typeof wardSchema>;

export const addressListResponse = z.array(addressSchema);
export const provinceListResponse = z.array(provinceSchema);
export const wardListResponse = z.array(wardSchema);
