import type { AppContext } from '../app.js';
import { userAddresses } from '../db/schema.js';
import { applyShipmentStatus } from '../modules/orders/order-shipping.js';
import { lookupWard } from '../modules/regions/index.js';

/* Small steps several demo loaders take the same way (sales, auctions, exchanges, back office). */

/**
 * The simulated carrier moves one demo parcel on ('delivering', then 'delivered'), applied the way the
 * shipping module applies a status the carrier reports, so the order follows as it would for real.
 */
export function demoCarrierStep(ctx: AppContext, orderId: string, status: 'delivering' | 'delivered', note: string, at: Date) {
  return ctx.db.transaction((tx) =>
    applyShipmentStatus(tx, { orderId, trackingCode: 'DEMO', status, note, occurredAt: at, receivedAt: at }),
  );
}

/**
 * A demo member's primary address, in the member's name and phone, its province and ward names looked up
 * from the codes (a wrong code in the demo lists fails the load, naming `whose`); returns the address id.
 */
export async function insertDemoAddress(
  ctx: AppContext,
  whose: string,
  person: { userId: string; fullName: string; phone: string | null },
  a: { province: string; ward: string; detail: string },
  opts: { isPickupAddress: boolean; at: Date },
) {
  const region = lookupWard(a.province, a.ward);
  if (!region.ok) throw new Error(`demo address of ${whose}: ${region.message}`);
  const [row] = await ctx.db
    .insert(userAddresses)
    .values({
      userId: person.userId,
      fullName: person.fullName,
      phoneNumber: person.phone ?? '0900000000',
      provinceCode: a.province,
      provinceName: region.provinceName,
      wardCode: a.ward,
      wardName: region.wardName,
      detail: a.detail,
      isPrimary: true,
      isPickupAddress: opts.isPickupAddress,
      createdAt: opts.at,
      updatedAt: opts.at,
    })
    .returning({ id: userAddresses.id });
  return row!.id;
}
