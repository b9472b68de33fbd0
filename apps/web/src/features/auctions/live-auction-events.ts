import { AUCTION_STATUS_LABELS, MY_AUCTION_STATE_LABELS } from '@cho-gundam/contracts/core';
import type { AuctionDetail, AuctionEventData, AuctionEventType, BidLine, Paged } from '@cho-gundam/contracts';

/**
 * What the auction page does with one event of the public live stream (`GET /auctions/{id}/stream`),
 * kept pure so it can be tested without a browser. Each event carries the auction's whole public
 * figures and its sequence number; the page applies them in order, once each: an event whose number
 * is not above what the page already has is a duplicate (a replay after a reconnection) and is
 * dropped.
 */

/** The stream's event types, as `addEventListener` needs them (contracts AUCTION_EVENT_TYPES, without zod). */
export const LIVE_EVENT_TYPES = [
  'started',
  'joined',
  'bid',
  'ended',
  'canceled',
  'rescheduled',
  'paid',
  'failed',
] as const satisfies readonly AuctionEventType[];

export interface LiveEvent {
  /** the auction's sequence number (the SSE `id:`) */
  seq: number;
  type: AuctionEventType;
  data: AuctionEventData;
}

export interface AppliedEvent {
  auction: AuctionDetail;
  /** false: a duplicate or an older event, nothing changed */
  applied: boolean;
  /** the event says something about me the public figures cannot (`me`, the payment): read the page again */
  refetch: boolean;
  /** I was leading and someone bid higher */
  outbid: boolean;
  /** events were skipped between what the page had and this one: the history needs a reload */
  gap: boolean;
}

/** Events after which `me` (state, deposit, payment) or the reason of a cancellation can only come from the server. */
const CONCERNS_EVERYONE: ReadonlySet<AuctionEventType> = new Set(['ended', 'canceled', 'paid', 'failed']);

/** Parses one SSE message; null when it is not a well-formed auction event. */
export function parseLiveEvent(type: string, lastEventId: string, raw: string): LiveEvent | null {
  const seq = Number(lastEventId);
  if (!Number.isSafeInteger(seq) || seq <= 0) return null;
  if (!(LIVE_EVENT_TYPES as readonly string[]).includes(type)) return null;
  try {
    const data = JSON.parse(raw) as AuctionEventData;
    if (!data || typeof data !== 'object' || typeof data.current_price !== 'number' || typeof data.status !== 'string') return null;
    return { seq, type: type as AuctionEventType, data };
  } catch {
    return null;
  }
}

/** The auction after one live event (a new object; the input is left as it was). */
export function applyAuctionEvent(a: AuctionDetail, e: LiveEvent): AppliedEvent {
  if (e.seq <= a.last_event_id) return { auction: a, applied: false, refetch: false, outbid: false, gap: false };
  const d = e.data;
  const next: AuctionDetail = {
    ...a,
    status: d.status,
    status_label: AUCTION_STATUS_LABELS[d.status] ?? a.status_label,
    current_price: d.current_price,
    bid_count: d.bid_count,
    participant_count: d.participant_count,
    start_at: d.start_at,
    end_at: d.end_at,
    minimum_next_bid: d.minimum_next_bid,
    leader_tag: d.leader_tag,
    last_event_id: e.seq,
  };
  if (d.winner_tag !== undefined) next.winner_tag = d.winner_tag;
  if (d.winning_price !== undefined) next.winning_price = d.winning_price;
  // a moderator moved the times: the new end is the planned one (a soft close is measured from it)
  if (e.type === 'rescheduled') next.planned_end_at = d.end_at;

  let outbid = false;
  const me = a.me;
  if (me && me.joined && me.max_amount !== null && (d.status === 'active' || d.status === 'scheduled')) {
    const wasLeading = a.leader_tag === me.my_tag;
    const leading = d.leader_tag === me.my_tag;
    outbid = wasLeading && !leading;
    const state = leading ? 'leading' : 'outbid';
    next.me = { ...me, state, state_label: MY_AUCTION_STATE_LABELS[state] };
  }
  const signedIn = !!me;
  return {
    auction: next,
    applied: true,
    refetch: outbid || (signedIn && CONCERNS_EVERYONE.has(e.type)) || e.type === 'canceled',
    outbid,
    gap: e.seq > a.last_event_id + 1,
  };
}

/**
 * The first page of the history with the new lines of a bid on top (newest first, by id), each line
 * once however often it arrives; the same object when nothing is new.
 */
export function mergeHistoryLines(page: Paged<BidLine>, lines: readonly BidLine[]): Paged<BidLine> {
  const known = new Set(page.items.map((l) => l.id));
  // on a full page, a line older than its last one lives on a later page (and is counted already)
  const floor = page.items.length >= page.page_size ? Math.min(...known) : -Infinity;
  const fresh: BidLine[] = [];
  for (const l of lines) {
    if (known.has(l.id) || l.id <= floor) continue;
    known.add(l.id);
    fresh.push(l);
  }
  if (fresh.length === 0) return page;
  const items = [...fresh, ...page.items].sort((x, y) => y.id - x.id).slice(0, page.page_size);
  return { ...page, items, total: page.total + fresh.length };
}

/** Whether the live stream still has something to tell about an auction in this status. */
export const streamWorthOpening = (status: AuctionDetail['status']) => status === 'scheduled' || status === 'active' || status === 'ended';
