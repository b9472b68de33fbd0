import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers.js';
import { createUser } from '../fixtures.js';
import { hanoi, hcm } from './carrier.js';
import type { CarrierAddress } from '../../src/integrations/carrier/types.js';
import { fundMember } from './ledger.js';
import { postPaymentJournal } from '../../src/modules/orders/order-money.js';
import { orderItems, orders } from '../../src/modules/orders/orders.schema.js';

/**
 * An order as the orders module leaves it after the seller confirmed and packed: status `packaging`,
 * paid (the checkout journal posted, so the ledger reconciles and a failed delivery can refund).
 */
export async function createPackagingOrder(
  t: TestApp,
  opts: {
    from?: CarrierAddress;
    to?: CarrierAddress;
    items?: { name: string; price: number; weightGrams: number }[];
    deliveryFee?: number;
    status?: 'packaging' | 'pending';
  } = {},
) {
  const buyer = await createUser(t);
  const seller = await createUser(t);
  const items = opts.items ?? [{ name: 'MG RX-78-2 Gundam Ver.3.0', price: 850_000, weightGrams: 700 }];
  const subtotal = items.reduce((s, i) => s + i.price, 0);
  const deliveryFee = opts.deliveryFee ?? 35_000;
  const total = subtotal + deliveryFee;
  await fundMember(t, buyer.id, total);
  const now = t.clock.now();
  const code = `CG${now.getTime().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
  const order = await t.database.db.transaction(async (tx) => {
    const [o] = await tx
      .insert(orders)
      .values({
        code,
        buyerId: buyer.id,
        sellerId: seller.id,
        status: 'pending',
        itemsSubtotal: subtotal,
        deliveryFee,
        totalAmount: total,
        shipFrom: opts.from ?? hanoi,
        shipTo: opts.to ?? hcm,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(orderItems).values(
      items.map((i, n) => ({
        orderId: o!.id,
        name: i.name,
        slug: `kit-${code.toLowerCase()}-${n}`,
        grade: 'MG',
        scale: '1/100',
        price: i.price,
        weightGrams: i.weightGrams,
      })),
    );
    await postPaymentJournal(tx, o!, { kind: 'order_checkout', memo: `Thanh toán đơn hàng ${o!.code}`, alreadyHeld: 0 });
    const status = opts.status ?? 'packaging';
    if (status !== 'pending')
      await tx
        .update(orders)
        .set({ status, isPackaged: status === 'packaging' })
        .where(eq(orders.id, o!.id));
    return { ...o!, status };
  });
  return { order, buyer, seller, total };
}

export const orderRow = async (t: TestApp, id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
