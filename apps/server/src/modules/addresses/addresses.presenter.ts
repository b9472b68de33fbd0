import type { Address } from '@cho-gundam/contracts';
import type { userAddresses } from './addresses.schema.js';

export type AddressRow = typeof userAddresses.$inferSelect;

export function presentAddress(row: AddressRow): Address {
  return {
    id: row.id,
    user_id: row.userId,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    province_code: row.provinceCode,
    province_name: row.provinceName,
    ward_code: row.wardCode,
    ward_name: row.wardName,
    detail: row.detail,
    is_primary: row.isPrimary,
    is_pickup_address: row.isPickupAddress,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
