import { z } from 'zod';
import {
  AUCTION_REQUEST_STATUSES,
  AUCTION_RULES,
  AUCTION_STATUSES,
  AUCTION_TABS,
  DEPOSIT_STATES,
  incrementBounds,
  MY_AUCTION_STATES,
} from './auction-rules.js';
import { uuidField } from './fields.js';
import { kitImageUrlsSchema } from './kits.js';
import { pageQuery, paged } from './pagination.js';
import { formatMoney } from './format.js';

// Auctions on the wire (product.md §7, docs/domain/auctions.md). Money is integer VND, times ISO.

const money = (label: string) =>
  z
    .number({ error: `${label} phải là số` })
    .int({ error: `${label} phải là số nguyên` })
    .max(AUCTION_RULES.startingPriceMax * 10, { error: `${label} quá lớn` });

/**
 * The seller's request, checked the same way by the form and the server (`now` is each side's
 * clock): prices in steps of 1.000 ₫, the increment within 3–10 % of the starting price and at
 * least 10.000 ₫, buy-now at least 150 %, the start 24 h to 60 days ahead, 1–7 days long.
 */
export function auctionRequestBody(now: Date) {
  return z
    .strictObject({
      kit_id: uuidField,
      starting_price: money('Giá khởi điểm').min(AUCTION_RULES.startingPriceMin, {
        error: `Giá khởi điểm tối thiểu ${formatMoney(AUCTION_RULES.startingPriceMin)}`,
      }),
      bid_increment: money('Bước giá').positive({ error: 'Bước giá phải lớn hơn 0' }),
      buy_now_price: money('Giá mua ngay').nullable().optional(),
      start_at: z.iso.datetime({ offset: true, error: 'Thời điểm bắt đầu không hợp lệ' }),
      duration_days: z
        .number({ error: 'Thời lượng phải là số ngày' })
        .int({ error: 'Thời lượng phải là số ngày' })
        .min(AUCTION_RULES.durationDaysMin, {
          error: `Phiên đấu giá kéo dài từ ${AUCTION_RULES.durationDaysMin} đến ${AUCTION_RULES.durationDaysMax} ngày`,
        })
        .max(AUCTION_RULES.durationDaysMax, {
          error: `Phiên đấu giá kéo dài từ ${AUCTION_RULES.durationDaysMin} đến ${AUCTION_RULES.durationDaysMax} ngày`,
        }),
    })
    .superRefine((b, ctx) => {
      const step = AUCTION_RULES.moneyStep;
      if (b.starting_price % step !== 0)
        ctx.addIssue({ code: 'custom', path: ['starting_price'], message: `Giá khởi điểm phải là bội số của ${formatMoney(step)}` });
      const { min, max } = incrementBounds(b.starting_price);
      if (b.bid_increment % step !== 0)
        ctx.addIssue({ code: 'custom', path: ['bid_increment'], message: `Bước giá phải là bội số của ${formatMoney(step)}` });
      else if (b.bid_increment < min || b.bid_increment > max)
        ctx.addIssue({
          code: 'custom',
          path: ['bid_increment'],
          message: `Bước giá phải từ ${formatMoney(min)} đến ${formatMoney(max)} (3–10% giá khởi điểm, tối thiểu ${formatMoney(AUCTION_RULES.incrementMin)})`,
        });
      if (b.buy_now_price != null) {
        const least = Math.ceil((b.starting_price * AUCTION_RULES.buyNowMinBps) / 10_000);
        if (b.buy_now_price % step !== 0)
          ctx.addIssue({ code: 'custom', path: ['buy_now_price'], message: `Giá mua ngay phải là bội số của ${formatMoney(step)}` });
        else if (b.buy_now_price < least)
          ctx.addIssue({
            code: 'custom',
            path: ['buy_now_price'],
            message: `Giá mua ngay tối thiểu ${formatMoney(least)} (150% giá khởi điểm)`,
          });
      }
      const start = Date.parse(b.start_at);
      if (start < now.getTime() + AUCTION_RULES.startLeadMs)
        ctx.addIssue({
          code: 'custom',
          path: ['start_at'],
          message: 'Phiên đấu giá phải bắt đầu sau thời điểm gửi yêu cầu ít nhất 24 giờ',
        });
      else if (start > now.getTime() + AUCTION_RULES.startMaxAheadMs)
        ctx.addIssue({ code: 'custom', path: ['start_at'], message: 'Phiên đấu giá phải bắt đầu trong vòng 60 ngày tới' });
    });
}
export type AuctionRequestBody = z.infer<ReturnType<typeof auctionRequestBody>>;

export const auctionReasonBody = z.strictObject({
  reason: z
    .string({ error: 'Vui lòng nhập lý do' })
    .trim()
    .min(AUCTION_RULES.rejectReasonMin, { error: `Lý do tối thiểu ${AUCTION_RULES.rejectReasonMin} ký tự` })
    .max(500, { error: 'Lý do tối đa 500 ký tự' }),
});
export const auctionRescheduleBody = z
  .strictObject({
    start_at: z.iso.datetime({ offset: true, error: 'Thời điểm bắt đầu không hợp lệ' }),
    end_at: z.iso.datetime({ offset: true, error: 'Thời điểm kết thúc không hợp lệ' }),
  })
  .refine((b) => Date.parse(b.end_at) > Date.parse(b.start_at), {
    path: ['end_at'],
    message: 'Thời điểm kết thúc phải sau thời điểm bắt đầu',
  });

export const auctionIdParams = z.object({ id: uuidField });

export const bidBody = z.strictObject({
  max_amount: z
    .number({ error: 'Giá tối đa phải là số' })
    .int({ error: 'Giá tối đa phải là số nguyên' })
    .positive({ error: 'Giá tối đa phải lớn hơn 0' })
    .max(AUCTION_RULES.startingPriceMax * 10, { error: 'Giá tối đa quá lớn' }),
});
export type BidBody = z.infer<typeof bidBody>;

export const auctionPaymentBody = z.strictObject({ address_id: uuidField, expected_total: z.number().int().nonnegative() });
export const auctionPaymentQuoteQuery = z.object({ address_id: uuidField });

// ---- wire objects ----

export const auctionKitSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  grade_code: z.string(),
  grade_name: z.string(),
  scale: z.string(),
  condition: z.string(),
  series: z.string(),
  image: kitImageUrlsSchema.nullable(),
});

export const auctionCardSchema = z.object({
  id: z.string(),
  status: z.enum(AUCTION_STATUSES),
  status_label: z.string(),
  kit: auctionKitSchema,
  seller: z.object({ id: z.string(), shop_name: z.string().nullable(), shop_slug: z.string().nullable() }),
  starting_price: z.number(),
  current_price: z.number(),
  bid_increment: z.number(),
  buy_now_price: z.number().nullable(),
  deposit_amount: z.number(),
  bid_count: z.number(),
  participant_count: z.number(),
  start_at: z.string(),
  end_at: z.string(),
});
export type AuctionCard = z.infer<typeof auctionCardSchema>;

export const auctionListQuery = pageQuery.extend({
  tab: z.enum(AUCTION_TABS).default('live'),
  grade: z.string().trim().max(10).optional(),
  series: z.string().trim().max(100).optional(),
  min_price: z.coerce.number().int().nonnegative().optional(),
  max_price: z.coerce.number().int().nonnegative().optional(),
  q: z.string().trim().max(100).optional(),
});
export type AuctionListQuery = z.infer<typeof auctionListQuery>;
export const auctionListResponse = paged(auctionCardSchema);

export const bidLineSchema = z.object({
  id: z.number(),
  bidder: z.string().describe('masked name, e.g. N***h'),
  bidder_tag: z.string().describe('opaque per-auction tag: the page compares it with my_tag'),
  amount: z.number(),
  kind: z.enum(['bid', 'auto', 'buy_now']),
  created_at: z.string(),
});
export type BidLine = z.infer<typeof bidLineSchema>;
export const bidHistoryResponse = paged(bidLineSchema);

export const myAuctionStandingSchema = z.object({
  joined: z.boolean(),
  my_tag: z.string(),
  deposit_state: z.enum(DEPOSIT_STATES).nullable(),
  deposit_state_label: z.string().nullable(),
  max_amount: z.number().nullable(),
  state: z.enum(MY_AUCTION_STATES).nullable(),
  state_label: z.string().nullable(),
  /** set while I must pay: the price, my deposit counted towards it, and the deadline */
  payment: z.object({ price: z.number(), deposit_applied: z.number(), due_at: z.string(), second_chance: z.boolean() }).nullable(),
  available_balance: z.number(),
});
export type MyAuctionStanding = z.infer<typeof myAuctionStandingSchema>;

export const auctionDetailSchema = auctionCardSchema.extend({
  kit_description: z.string(),
  kit_images: z.array(kitImageUrlsSchema),
  seller: z.object({
    id: z.string(),
    shop_name: z.string().nullable(),
    shop_slug: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
  planned_end_at: z.string(),
  minimum_next_bid: z.number(),
  leader_tag: z.string().nullable(),
  winner_tag: z.string().nullable(),
  winning_price: z.number().nullable(),
  payment_due_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  order_id: z.string().nullable(),
  server_time: z.string(),
  last_event_id: z.number(),
  me: myAuctionStandingSchema.nullable(),
});
export type AuctionDetail = z.infer<typeof auctionDetailSchema>;

/** The public live stream's events: figures only, never a name, phone or email. */
export const AUCTION_EVENT_TYPES = ['started', 'joined', 'bid', 'ended', 'canceled', 'rescheduled', 'paid', 'failed'] as const;
export type AuctionEventType = (typeof AUCTION_EVENT_TYPES)[number];
export const auctionEventDataSchema = z.object({
  status: z.enum(AUCTION_STATUSES),
  current_price: z.number(),
  bid_count: z.number(),
  participant_count: z.number(),
  start_at: z.string(),
  end_at: z.string(),
  minimum_next_bid: z.number(),
  leader_tag: z.string().nullable(),
  /** the soft close moved the end */
  extended: z.boolean().optional(),
  /** the new history lines of a bid */
  lines: z.array(bidLineSchema).optional(),
  winner_tag: z.string().nullable().optional(),
  winning_price: z.number().nullable().optional(),
});
export type AuctionEventData = z.infer<typeof auctionEventDataSchema>;

export const joinAuctionResponse = z.object({ deposit_amount: z.number(), available_balance: z.number(), held_balance: z.number() });
export const bidResponse = z.object({
  accepted: z.literal(true),
  leading: z.boolean(),
  current_price: z.number(),
  minimum_next_bid: z.number(),
  end_at: z.string(),
  extended: z.boolean(),
  bought_now: z.boolean(),
  /**
   * the live event (stream id) that carries this bid: bids that arrive together are written in one
   * round and share it, so `current_price` and `leading` are the auction as that round left it
   */
  event_id: z.number(),
});
export type BidResponse = z.infer<typeof bidResponse>;

export const auctionPaymentQuoteSchema = z.object({
  price: z.number(),
  deposit_applied: z.number(),
  delivery_fee: z.number(),
  total_due: z.number(),
  available_balance: z.number(),
  missing_amount: z.number(),
  due_at: z.string(),
});
export type AuctionPaymentQuote = z.infer<typeof auctionPaymentQuoteSchema>;
export const auctionPaymentResponse = z.object({ order_id: z.string(), order_code: z.string(), total_paid: z.number() });

/** /member/profile/auction-participation */
export const myAuctionItemSchema = auctionCardSchema.extend({ me: myAuctionStandingSchema });
export type MyAuctionItem = z.infer<typeof myAuctionItemSchema>;
export const myAuctionsQuery = pageQuery.extend({ state: z.enum(['all', 'active', 'won', 'lost', 'ended']).default('all') });
export const myAuctionsResponse = paged(myAuctionItemSchema);

/** The seller's requests (/shop/auction-management) and the moderator's queue. */
export const auctionRequestSchema = z.object({
  id: z.string(),
  status: z.enum(AUCTION_REQUEST_STATUSES),
  status_label: z.string(),
  kit: auctionKitSchema,
  seller: z.object({ id: z.string(), full_name: z.string(), shop_name: z.string().nullable() }),
  starting_price: z.number(),
  bid_increment: z.number(),
  buy_now_price: z.number().nullable(),
  deposit_amount: z.number(),
  start_at: z.string(),
  end_at: z.string(),
  reject_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  auction_id: z.string().nullable(),
  created_at: z.string(),
});
export type AuctionRequest = z.infer<typeof auctionRequestSchema>;
export const auctionRequestListQuery = pageQuery.extend({ status: z.enum([...AUCTION_REQUEST_STATUSES, 'all']).default('all') });
export const auctionRequestListResponse = paged(auctionRequestSchema);

export const managedAuctionsQuery = pageQuery.extend({ status: z.enum([...AUCTION_STATUSES, 'all']).default('all') });
export const managedAuctionsResponse = paged(auctionCardSchema);
