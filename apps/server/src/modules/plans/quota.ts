import type { SubscriptionUsage } from '@cho-gundam/contracts';
import type { Executor } from '../../db/client.js';
import { countPublishedKits } from '../kits/index.js';
import { activeSubscription } from './plans.repository.js';
import { hasListingLeft, subscriptionUsage } from './subscription.js';

/**
 * Open auctions are the auctions module's rows (pending requests, scheduled and active auctions);
 * it registers how to count them when it is built (composition.ts), so the plans module, below it,
 * never imports it. The counter only reads through the executor it is given.
 */
export type OpenAuctionCounter = (ex: Executor, sellerId: string) => Promise<number>;
let countOpenAuctions: OpenAuctionCounter = async () => 0;
export function setOpenAuctionCounter(counter: OpenAuctionCounter) {
  countOpenAuctions = counter;
}

/** The seller's plan as it applies now, with the listings and open auctions in use (null when there is no subscription). */
export async function currentUsage(ex: Executor, sellerId: string, now: Date): Promise<SubscriptionUsage | null> {
  const sub = await activeSubscription(ex, sellerId);
  if (!sub) return null;
  return subscriptionUsage(sub, await countPublishedKits(ex, sellerId), now, await countOpenAuctions(ex, sellerId));
}

/**
 * The seller's auction quota, held for the rest of the transaction (the same subscription lock as
 * the listing quota, then a fresh count): null when the seller has no subscription.
 */
export async function lockAuctionQuota(tx: Executor, sellerId: string, now: Date) {
  const sub = await activeSubscription(tx, sellerId, { lock: true });
  if (!sub) return null;
  return subscriptionUsage(sub, await countPublishedKits(tx, sellerId), now, await countOpenAuctions(tx, sellerId));
}

/**
 * The seller's listing quota, held for the rest of the transaction: the active subscription row is
 * locked FOR UPDATE (every publish of one seller queues here), then the published kits are counted
 * in a fresh statement, so it sees every publish that held the lock before. Lock order: the
 * subscription before the kits, in every path that takes both (product.md's money lock order).
 * Returns null when the seller has no subscription.
 */
export async function lockListingQuota(tx: Executor, sellerId: string, now: Date) {
  const sub = await activeSubscription(tx, sellerId, { lock: true });
  if (!sub) return null;
  let used = await countPublishedKits(tx, sellerId);
  const openAuctions = await countOpenAuctions(tx, sellerId);
  return {
    /** the plan and the listings in use, as of the kits taken so far in this transaction */
    usage: () => subscriptionUsage(sub, used, now, openAuctions),
    hasRoom: () => hasListingLeft(subscriptionUsage(sub, used, now)),
    /** one more kit was published under this lock */
    took: () => {
      used += 1;
    },
    /** count again after the transaction's own kit moves (the answer shown to the seller) */
    recount: async () => {
      used = await countPublishedKits(tx, sellerId);
      return subscriptionUsage(sub, used, now, openAuctions);
    },
  };
}
export type ListingQuota = NonNullable<Awaited<ReturnType<typeof lockListingQuota>>>;

/** The open auctions of a seller, as the auctions module counts them. */
export const openAuctionsOf = (ex: Executor, sellerId: string) => countOpenAuctions(ex, sellerId);
