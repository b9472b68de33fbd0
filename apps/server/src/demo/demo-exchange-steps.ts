import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app.js';
import { kits } from '../db/schema.js';
import { hours, type ManualClock } from '../lib/clock.js';
import { createExchangesModule } from '../modules/exchanges/index.js';
import { ordersService } from '../modules/orders/orders.service.js';
import { kitArtPng } from './assets/kit-art.js';
import { demoCarrierStep } from './demo-helpers.js';
import type { DemoUser } from './demo-people.js';

type PoolKit = { id: string; name: string; gradeCode: string; scale: string; series: string };
type Trade = { id: string };

/**
 * The exchange board's commands as the demo uses them (demo-exchanges.ts): each one a real service
 * call on the demo clock, which moves `step` (5 hours) after it, the way two members answer each
 * other over a day. `take` hands out each member's own kits, newest first, never one twice.
 */
export async function exchangeSteps(ctx: AppContext, clock: ManualClock, members: DemoUser[], addressOf: Map<string, string>) {
  const { services } = createExchangesModule({ db: ctx.db, clock, storage: ctx.storage, carrier: ctx.carrier });
  const { posts, offers, trades, stages, receipts } = services;
  const orderCommands = ordersService({ db: ctx.db, clock, storage: ctx.storage, jobs: { poke: () => undefined } });
  const step = () => clock.advance(hours(5));

  const pool = new Map<string, PoolKit[]>();
  for (const u of members) {
    pool.set(
      u.id,
      await ctx.db
        .select({ id: kits.id, name: kits.name, gradeCode: kits.gradeCode, scale: kits.scale, series: kits.series })
        .from(kits)
        .where(and(eq(kits.ownerId, u.id), eq(kits.status, 'in_store')))
        .orderBy(asc(kits.createdAt), asc(kits.id)),
    );
  }
  const take = (u: DemoUser, n = 1) => {
    const list = pool.get(u.id)!;
    if (list.length < n) throw new Error(`demo exchanges: not enough kits in the collection of ${u.id}`);
    return list.splice(list.length - n, n);
  };
  let photo = 0;
  // one packing photo for every demo parcel: drawn once (the drawing is the slow part)
  let box: Promise<Buffer> | null = null;
  const packingPhoto = () =>
    (box ??= kitArtPng({ name: 'Kiện hàng trao đổi', gradeCode: 'HG', scale: '1/144', series: '', view: 'box', take: 900 }));

  const post = async (u: DemoUser, chosen: PoolKit[], content: string) => {
    const files = await Promise.all(
      chosen.map((k) =>
        kitArtPng({ name: k.name, gradeCode: k.gradeCode, scale: k.scale, series: k.series, view: 'suit', take: 500 + photo++ }),
      ),
    );
    const p = await posts.create(u.actor, async () => ({ fields: { content, kit_ids: JSON.stringify(chosen.map((k) => k.id)) }, files }));
    step();
    return p;
  };
  const offerOn = async (
    u: DemoUser,
    p: { id: string; kits: { id: string }[] },
    mine: PoolKit[],
    extra: { compensation?: { payer: 'poster' | 'offerer'; amount: number }; note?: string } = {},
  ) => {
    const o = await offers.create(u.actor, p.id, {
      post_kit_ids: p.kits.map((k) => k.id),
      my_kit_ids: mine.map((k) => k.id),
      compensation: extra.compensation ?? null,
      note: extra.note ?? '',
    });
    step();
    return o;
  };
  const accept = async (poster: DemoUser, offer: { id: string }): Promise<Trade> => {
    const t = await trades.accept(poster.actor, offer.id, `demo-accept-${offer.id}`);
    step();
    return t.body;
  };
  const chooseAddresses = async (u: DemoUser, trade: Trade) => {
    const a = addressOf.get(u.id)!;
    await stages.setAddresses(u.actor, trade.id, { from_address_id: a, to_address_id: a });
    step();
  };
  const payFee = async (u: DemoUser, trade: Trade) => {
    const q = await stages.quote(u.actor, trade.id);
    await stages.payFee(u.actor, trade.id, `demo-fee-${trade.id}-${u.id}`, { expected_fee: q.fee });
    step();
  };
  /** Stages 1 and 2 on both sides: addresses, then each side's fee; the second fee makes the two parcels' orders. */
  const addressesAndFees = async (poster: DemoUser, offerer: DemoUser, trade: Trade) => {
    await chooseAddresses(poster, trade);
    await chooseAddresses(offerer, trade);
    await payFee(offerer, trade);
    await payFee(poster, trade);
    return receipts.tradeOrders(trade.id);
  };
  /** Each side packs the parcel it sends, with a photo, through the orders service. */
  const packBoth = async (poster: DemoUser, offerer: DemoUser, made: { toPoster: string; toOfferer: string }) => {
    await orderCommands.pack(poster.actor, made.toOfferer, [await packingPhoto()]);
    await orderCommands.pack(offerer.actor, made.toPoster, [await packingPhoto()]);
    step();
  };
  /** The carrier's step for both parcels, applied as the shipping module applies a parcel's status. */
  const carry = async (made: { toPoster: string; toOfferer: string }, status: 'delivering' | 'delivered') => {
    for (const orderId of [made.toPoster, made.toOfferer]) {
      await demoCarrierStep(ctx, orderId, status, 'Dữ liệu mẫu', clock.now());
    }
    clock.advance(hours(10));
  };
  const confirmReceipt = async (u: DemoUser, trade: Trade) => {
    await receipts.confirmReceipt(u.actor, trade.id);
    step();
  };
  return { services, take, post, offerOn, accept, chooseAddresses, payFee, addressesAndFees, packBoth, carry, confirmReceipt };
}
