import { MAX_ADDRESSES_PER_USER, type Address, type AddressInput, type AddressUpdate } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, businessRule, notFound } from '../../lib/errors.js';
import { authorize, type Actor } from '../../lib/access.js';
import { lookupWard } from '../regions/index.js';
import { presentAddress } from './addresses.presenter.js';
import * as repo from './addresses.repository.js';

export interface AddressesDeps {
  db: Db;
  clock: Clock;
}

const addressNotFound = () => notFound('Không tìm thấy địa chỉ');

/** Province and ward names always come from the registry, never from the client. */
function resolveRegion(provinceCode: string, wardCode: string) {
  const r = lookupWard(provinceCode, wardCode);
  if (!r.ok) throw badRequest('validation_failed', r.message, { fields: [{ field: r.field, message: r.message }] });
  return { provinceCode, provinceName: r.provinceName, wardCode, wardName: r.wardName };
}

/**
 * The address book (product.md §2). One primary (delivery default) and at most one pickup address;
 * the first address becomes primary; a flagged address cannot be deleted; at most
 * MAX_ADDRESSES_PER_USER. Every change locks the member's book, so the rules hold under concurrency.
 */
export function addressesService({ db, clock }: AddressesDeps) {
  return {
    async list(caller: Actor, userId: string): Promise<Address[]> {
      authorize(caller, 'addresses.manage', { userId });
      return (await repo.listAddresses(db, userId)).map(presentAddress);
    },

    async create(caller: Actor, userId: string, input: AddressInput): Promise<Address> {
      authorize(caller, 'addresses.manage', { userId });
      const region = resolveRegion(input.province_code, input.ward_code);
      const row = await db.transaction(async (tx) => {
        if (!(await repo.lockAddressBook(tx, userId))) throw notFound('Không tìm thấy người dùng');
        const n = await repo.countAddresses(tx, userId);
        if (n >= MAX_ADDRESSES_PER_USER) {
          throw businessRule(`Bạn chỉ có thể lưu tối đa ${MAX_ADDRESSES_PER_USER} địa chỉ. Hãy xóa bớt địa chỉ không dùng nữa.`, {
            max: MAX_ADDRESSES_PER_USER,
          });
        }
        const now = clock.now();
        const isPrimary = n === 0 || input.is_primary === true;
        const isPickup = input.is_pickup_address === true;
        if (isPrimary) await repo.clearFlag(tx, userId, 'primary', null, now);
        if (isPickup) await repo.clearFlag(tx, userId, 'pickup', null, now);
        return repo.insertAddress(tx, {
          userId,
          fullName: input.full_name,
          phoneNumber: input.phone_number,
          ...region,
          detail: input.detail,
          isPrimary,
          isPickupAddress: isPickup,
          createdAt: now,
          updatedAt: now,
        });
      });
      return presentAddress(row);
    },

    async update(caller: Actor, userId: string, addressId: string, patch: AddressUpdate): Promise<Address> {
      authorize(caller, 'addresses.manage', { userId });
      const row = await db.transaction(async (tx) => {
        if (!(await repo.lockAddressBook(tx, userId))) throw notFound('Không tìm thấy người dùng');
        const existing = await repo.findAddress(tx, userId, addressId);
        if (!existing) throw addressNotFound();

        const changes: repo.AddressPatch = {};
        if (patch.full_name !== undefined) changes.fullName = patch.full_name;
        if (patch.phone_number !== undefined) changes.phoneNumber = patch.phone_number;
        if (patch.detail !== undefined) changes.detail = patch.detail;
        if (patch.province_code !== undefined || patch.ward_code !== undefined) {
          // a new province with the old ward (or the reverse) must still be a valid pair
          Object.assign(changes, resolveRegion(patch.province_code ?? existing.provinceCode, patch.ward_code ?? existing.wardCode));
        }
        if (patch.is_primary === false && existing.isPrimary) {
          throw businessRule('Luôn cần một địa chỉ mặc định. Hãy đặt một địa chỉ khác làm mặc định thay vì bỏ chọn địa chỉ này.');
        }
        if (patch.is_pickup_address === false && existing.isPickupAddress && caller.role === 'seller') {
          throw businessRule(
            'Cửa hàng cần một địa chỉ lấy hàng. Hãy chọn một địa chỉ khác làm địa chỉ lấy hàng thay vì bỏ chọn địa chỉ này.',
          );
        }

        const now = clock.now();
        // clear the flag on the others first, so the partial unique indexes never see two at once
        if (patch.is_primary === true && !existing.isPrimary) {
          await repo.clearFlag(tx, userId, 'primary', addressId, now);
          changes.isPrimary = true;
        }
        if (patch.is_pickup_address === true && !existing.isPickupAddress) {
          await repo.clearFlag(tx, userId, 'pickup', addressId, now);
          changes.isPickupAddress = true;
        }
        if (patch.is_pickup_address === false && existing.isPickupAddress) changes.isPickupAddress = false;
        if (Object.keys(changes).length === 0) return existing;
        return (await repo.updateAddress(tx, userId, addressId, { ...changes, updatedAt: now }))!;
      });
      return presentAddress(row);
    },

    async remove(caller: Actor, userId: string, addressId: string): Promise<void> {
      authorize(caller, 'addresses.manage', { userId });
      await db.transaction(async (tx) => {
        if (!(await repo.lockAddressBook(tx, userId))) throw notFound('Không tìm thấy người dùng');
        const existing = await repo.findAddress(tx, userId, addressId);
        if (!existing) throw addressNotFound();
        if (existing.isPrimary) throw businessRule('Không thể xóa địa chỉ mặc định. Hãy chọn một địa chỉ khác làm mặc định trước.');
        if (existing.isPickupAddress)
          throw businessRule('Không thể xóa địa chỉ lấy hàng. Hãy chọn một địa chỉ khác làm địa chỉ lấy hàng trước.');
        await repo.deleteAddress(tx, userId, addressId);
      });
    },
  };
}

export type AddressesService = ReturnType<typeof addressesService>;
