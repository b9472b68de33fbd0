import { createHmac } from 'node:crypto';
import {
  AUCTION_REQUEST_STATUS_LABELS,
  AUCTION_STATUS_LABELS,
  maskName,
  minimumNextBid,
  type AuctionCard,
  type AuctionEventData,
  type AuctionRequest,
  type AuctionStatus,
  type BidLine,
} from '@cho-gundam/contracts';
import type { Storage } from '../../integrations/storage.js';
import { imageUrls } from '../kits/index.js';
import type { AuctionRow, BidRow, RequestRow } from './auctions.repository.js';
import type { KitSnapshot } from './auctions.schema.js';

/**
 * How an auction looks from outside: its status by the clock, the figures of its live events, and
 * the wire objects. Bidders are never named on the public side: a history line carries "N***h"
 * and an opaque tag per auction and member, which a signed-in page compares with its own tag to
 * know whether it leads.
 */

/** Status follows the clock even when a job runs late. */
export function effectiveStatus(a: Pick<AuctionRow, 'status' | 'startAt' | 'endAt'>, now: Date): AuctionStatus {
  if (a.status === 'scheduled' || a.status === 'active') {
    if (now.getTime() >= a.endAt.getTime()) return 'ended';
    if (now.getTime() >= a.startAt.getTime()) return 'active';
    return 'scheduled';
  }
  return a.status;
}

export type Tagger = (auctionId: string, userId: string) => string;
/** An opaque, stable tag of one member in one auction (an HMAC: nobody can turn it back into a member). */
export function tagger(secret: Uint8Array | string): Tagger {
  const key = createHmac('sha256', secret).update('auction-bidder-tag').digest();
  return (auctionId, userId) => createHmac('sha256', key).update(`${auctionId}:${userId}`).digest('base64url').slice(0, 12);
}

export const nextMinimum = (a: Pick<AuctionRow, 'startingPrice' | 'currentPrice' | 'bidIncrement' | 'bidCount'>) =>
  minimumNextBid({ startingPrice: a.startingPrice, currentPrice: a.currentPrice, increment: a.bidIncrement, bidCount: a.bidCount });

/** The figures every live event carries (the stream is public: no name, phone or email). */
export function eventData(a: AuctionRow, now: Date, tag: Tagger, extra: Partial<AuctionEventData> = {}): AuctionEventData {
  return {
    status: effectiveStatus(a, now),
    current_price: a.currentPrice,
    bid_count: a.bidCount,
    participant_count: a.participantCount,
    start_at: a.startAt.toISOString(),
    end_at: a.endAt.toISOString(),
    minimum_next_bid: nextMinimum(a),
    leader_tag: a.leaderId ? tag(a.id, a.leaderId) : null,
    ...extra,
  };
}

export function presentBidLine(
  b: Pick<BidRow, 'id' | 'auctionId' | 'bidderId' | 'amount' | 'kind' | 'createdAt'>,
  bidderName: string | null,
  tag: Tagger,
): BidLine {
  return {
    id: b.id,
    bidder: maskName(bidderName ?? ''),
    bidder_tag: b.bidderId ? tag(b.auctionId, b.bidderId) : '',
    amount: b.amount,
    kind: b.kind,
    created_at: b.createdAt.toISOString(),
  };
}

export function presentKit(k: KitSnapshot, storage: Pick<Storage, 'url'>) {
  return {
    id: k.id,
    name: k.name,
    slug: k.slug,
    grade_code: k.gradeCode,
    grade_name: k.gradeName,
    scale: k.scale,
    condition: k.condition,
    series: k.series,
    image: k.imageKey ? imageUrls(storage, k.imageKey) : null,
  };
}

export interface ShopOf {
  shop_name: string | null;
  shop_slug: string | null;
}

export function presentCard(a: AuctionRow, shop: ShopOf | undefined, storage: Pick<Storage, 'url'>, now: Date): AuctionCard {
  const status = effectiveStatus(a, now);
  return {
    id: a.id,
    status,
    status_label: AUCTION_STATUS_LABELS[status],
    kit: presentKit(a.kitSnapshot, storage),
    seller: { id: a.sellerId, shop_name: shop?.shop_name ?? null, shop_slug: shop?.shop_slug ?? null },
    starting_price: a.startingPrice,
    current_price: a.currentPrice,
    bid_increment: a.bidIncrement,
    buy_now_price: a.buyNowPrice,
    deposit_amount: a.depositAmount,
    bid_count: a.bidCount,
    participant_count: a.participantCount,
    start_at: a.startAt.toISOString(),
    end_at: a.endAt.toISOString(),
  };
}

export function presentRequest(
  r: RequestRow,
  seller: { full_name: string; shop_name: string | null },
  auctionId: string | null,
  storage: Pick<Storage, 'url'>,
): AuctionRequest {
  return {
    id: r.id,
    status: r.status,
    status_label: AUCTION_REQUEST_STATUS_LABELS[r.status],
    kit: presentKit(r.kitSnapshot, storage),
    seller: { id: r.sellerId, ...seller },
    starting_price: r.startingPrice,
    bid_increment: r.bidIncrement,
    buy_now_price: r.buyNowPrice,
    deposit_amount: r.depositAmount,
    start_at: r.startAt.toISOString(),
    end_at: r.endAt.toISOString(),
    reject_reason: r.rejectReason,
    decided_at: r.decidedAt?.toISOString() ?? null,
    auction_id: auctionId,
    created_at: r.createdAt.toISOString(),
  };
}
