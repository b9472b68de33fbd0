import { and, asc, eq, inArray } from 'drizzle-orm';
import { postalRecordOf, type PostalAddressRecord } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import type { Carrier } from '../../integrations/carrier/types.js';
import { AppError, notFound } from '../../lib/errors.js';
import { findAddress, type AddressRow } from '../addresses/index.js';
import { grades } from '../catalog/index.js';
import { kitImages, kits } from '../kits/index.js';
import { shops } from '../shops/index.js';

/** What checkout reads: the kits with their grade, photo and shop, the addresses, the carrier's fee. */
const kitSelect = {
  id: kits.id,
  ownerId: kits.ownerId,
  name: kits.name,
  slug: kits.slug,
  status: kits.status,
  price: kits.price,
  weightGrams: kits.weightGrams,
  scale: kits.scale,
  gradeName: grades.displayName,
  imageKey: kitImages.storageKey,
  shopId: shops.id,
  shopName: shops.name,
  shopSlug: shops.slug,
};
export type KitLine = Awaited<ReturnType<typeof loadKitLines>>[number];

export function loadKitLines(ex: Executor, kitIds: string[]) {
  return ex
    .select(kitSelect)
    .from(kits)
    .innerJoin(grades, eq(grades.code, kits.gradeCode))
    .leftJoin(kitImages, and(eq(kitImages.kitId, kits.id), eq(kitImages.position, 0)))
    .leftJoin(shops, eq(shops.ownerId, kits.ownerId))
    .where(inArray(kits.id, kitIds))
    .orderBy(asc(kits.id));
}

/** The buyer's own delivery address (404 for anyone else's). */
export async function buyerAddress(ex: Executor, buyerId: string, addressId: string): Promise<AddressRow> {
  const row = await findAddress(ex, buyerId, addressId);
  if (!row) throw notFound('Không tìm thấy địa chỉ nhận hàng');
  return row;
}

/** One group per seller, sellers in id order (the order their orders and journals are written in). */
export function groupBySeller<T extends { ownerId: string }>(lines: T[]) {
  const groups = new Map<string, T[]>();
  for (const l of lines) groups.set(l.ownerId, [...(groups.get(l.ownerId) ?? []), l]);
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

/** The carrier's fee for one parcel; a carrier that cannot answer is a 502 in Vietnamese. */
export async function quoteFee(carrier: Carrier, from: PostalAddressRecord, to: PostalAddressRecord, weightGrams: number, value: number) {
  try {
    return await carrier.quote({ from: postalRecordOf(from), to: postalRecordOf(to), weightGrams, valueVnd: value });
  } catch {
    throw new AppError('carrier_error', 502, 'Không tính được phí vận chuyển lúc này, vui lòng thử lại sau');
  }
}
