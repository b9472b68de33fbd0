import { z } from 'zod';
import { postalAddressSchema } from './addresses.js';
import { uuidField } from './fields.js';
import { KIT_CONDITIONS, KIT_SCALES, KIT_STATUSES } from './kit-labels.js';
import { kitImageUrlsSchema, kitScaleField } from './kits.js';
import { pageQuery, paged } from './pagination.js';
import {
  COMPENSATION_PAYERS,
  EXCHANGE_OFFER_STATUSES,
  EXCHANGE_POST_STATUSES,
  EXCHANGE_RULES,
  EXCHANGE_STATUSES,
  FEE_STATES,
  TRADE_STAGES,
} from './exchange-labels.js';
import { tradeParcelSchema } from './exchange-stages.js';
import { formatMoney, formatNumber } from './format.js';

export { EXCHANGE_STATUSES, EXCHANGE_STATUS_LABELS, FEE_STATES, FEE_STATE_LABELS, type ExchangeStatus } from './exchange-labels.js';

// The exchange board on the wire (product.md §8, docs/domain/exchanges.md). Money is integer VND, times ISO.

export {
  EXCHANGE_RULES,
  EXCHANGE_POST_STATUSES,
  EXCHANGE_POST_STATUS_LABELS,
  EXCHANGE_OFFER_STATUSES,
  LIVE_OFFER_STATUSES,
  EXCHANGE_OFFER_STATUS_LABELS,
  COMPENSATION_PAYERS,
  COMPENSATION_PAYER_LABELS,
  type ExchangePostStatus,
  type ExchangeOfferStatus,
  type CompensationPayer,
} from './exchange-labels.js';

// ---- requests ----

export const exchangeContentField = z
  .string({ error: 'Nội dung bài đăng phải là chuỗi ký tự' })
  .trim()
  .min(EXCHANGE_RULES.contentMin, { error: `Nội dung bài đăng tối thiểu ${EXCHANGE_RULES.contentMin} ký tự` })
  .max(EXCHANGE_RULES.contentMax, { error: `Nội dung bài đăng tối đa ${formatNumber(EXCHANGE_RULES.contentMax)} ký tự` });

const kitIdList = (label: string) =>
  z
    .array(uuidField, { error: `${label} phải là danh sách mô hình` })
    .min(1, { error: `Hãy chọn ít nhất 1 ${label.toLowerCase()}` })
    .max(EXCHANGE_RULES.kitsMax, { error: `Tối đa ${EXCHANGE_RULES.kitsMax} ${label.toLowerCase()}` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `${label} bị trùng lặp` });

/** The text fields of the multipart form `POST /exchange-posts` (kit_ids is a JSON array string). */
export const createExchangePostFields = z.strictObject({
  content: exchangeContentField,
  kit_ids: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, kitIdList('Mô hình trao đổi')),
});
export type CreateExchangePostFields = z.infer<typeof createExchangePostFields>;

/** `PATCH /exchange-posts/:id`: the text and the kits of an open post. */
export const editExchangePostBody = z
  .strictObject({ content: exchangeContentField.optional(), kit_ids: kitIdList('Mô hình trao đổi').optional() })
  .refine((b) => b.content !== undefined || b.kit_ids !== undefined, { error: 'Hãy nhập nội dung hoặc chọn mô hình cần thay đổi' });
export type EditExchangePostBody = z.infer<typeof editExchangePostBody>;

export const compensationSchema = z.strictObject({
  payer: z.enum(COMPENSATION_PAYERS, { error: 'Người bù tiền phải là poster (người đăng) hoặc offerer (người đề nghị)' }),
  amount: z
    .number({ error: 'Số tiền bù phải là số' })
    .int({ error: 'Số tiền bù phải là số nguyên' })
    .min(EXCHANGE_RULES.compensationMin, { error: `Số tiền bù tối thiểu ${formatMoney(EXCHANGE_RULES.compensationMin)}` })
    .max(EXCHANGE_RULES.compensationMax, { error: `Số tiền bù tối đa ${formatMoney(EXCHANGE_RULES.compensationMax)}` }),
});
export type Compensation = z.infer<typeof compensationSchema>;

const noteField = z
  .string({ error: 'Ghi chú phải là chuỗi ký tự' })
  .trim()
  .max(EXCHANGE_RULES.noteMax, { error: `Ghi chú tối đa ${EXCHANGE_RULES.noteMax} ký tự` });

/** `POST /exchange-posts/:id/offers` and `PUT /exchange-offers/:id` (a revision). */
export const exchangeOfferBody = z.strictObject({
  post_kit_ids: kitIdList('Mô hình của bài đăng'),
  my_kit_ids: kitIdList('Mô hình của bạn'),
  compensation: compensationSchema.nullable().default(null),
  note: noteField.default(''),
});
export type ExchangeOfferBody = z.infer<typeof exchangeOfferBody>;

export const revisionRequestBody = z.strictObject({
  note: noteField.min(1, { error: 'Hãy cho người đề nghị biết cần chỉnh sửa điều gì' }),
});
export const exchangeReasonBody = z.strictObject({ reason: noteField.optional() });

export const exchangePostListQuery = pageQuery.extend({
  q: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100, { error: 'Từ khóa tìm kiếm tối đa 100 ký tự' }).optional()),
  grade: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().toUpperCase().max(20).optional()),
  series: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(100, { error: 'Dòng phim tối đa 100 ký tự' }).optional()),
  scale: z.preprocess((v) => (v === '' ? undefined : v), kitScaleField.optional()),
});
export type ExchangePostListQuery = z.infer<typeof exchangePostListQuery>;
export const myExchangePostsQuery = pageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(EXCHANGE_POST_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional()),
});
export const exchangeIdParams = z.object({ id: uuidField });

/** Stage 1: `PUT /exchanges/:id/addresses`, two addresses of my address book. */
export const tradeAddressesBody = z.strictObject({
  from_address_id: uuidField,
  to_address_id: uuidField,
});
/** Stage 2: `POST /exchanges/:id/delivery-fee/payment`; the fee I was quoted (a changed quote is refused). */
export const payDeliveryFeeBody = z.strictObject({
  expected_fee: z.number({ error: 'Phí vận chuyển phải là số' }).int({ error: 'Phí vận chuyển phải là số nguyên' }).min(0).max(100_000_000),
});
/** The fee of the parcel I receive, quoted by the carrier from the sender's and my addresses. */
export const deliveryFeeQuoteSchema = z.object({
  fee: z.number(),
  weight_grams: z.number(),
  expected_delivery_at: z.string(),
  available_balance: z.number(),
  missing_amount: z.number(),
  state: z.enum(FEE_STATES),
});
export type DeliveryFeeQuote = z.infer<typeof deliveryFeeQuoteSchema>;

// ---- wire objects ----

export const exchangeKitSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  grade_code: z.string(),
  grade_name: z.string(),
  series: z.string(),
  scale: z.enum(KIT_SCALES),
  condition: z.enum(KIT_CONDITIONS),
  status: z.enum(KIT_STATUSES),
  owner_id: z.string(),
  primary_image: kitImageUrlsSchema.nullable(),
});
export type ExchangeKit = z.infer<typeof exchangeKitSchema>;

export const exchangeUserSchema = z.object({ id: z.string(), full_name: z.string(), avatar_url: z.string().nullable() });

export const exchangePhotoSchema = z.object({ card: z.string(), full: z.string() });

export const exchangePostSchema = z.object({
  id: z.string(),
  content: z.string(),
  status: z.enum(EXCHANGE_POST_STATUSES),
  poster: exchangeUserSchema,
  photos: z.array(exchangePhotoSchema),
  kits: z.array(exchangeKitSchema),
  offer_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
});
export type ExchangePost = z.infer<typeof exchangePostSchema>;
export const exchangePostListResponse = paged(exchangePostSchema);

export const exchangeOfferSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  status: z.enum(EXCHANGE_OFFER_STATUSES),
  offerer: exchangeUserSchema.extend({ completed_trades: z.number() }),
  post_kits: z.array(exchangeKitSchema),
  offerer_kits: z.array(exchangeKitSchema),
  compensation: z.object({ payer: z.enum(COMPENSATION_PAYERS), amount: z.number() }).nullable(),
  note: z.string(),
  revision_note: z.string().nullable(),
  revision_rounds: z.number(),
  revisions_left: z.number(),
  exchange_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExchangeOffer = z.infer<typeof exchangeOfferSchema>;
export const exchangeOfferListResponse = paged(exchangeOfferSchema);

/** A post as seen on its page: the viewer's own live offer when signed in. */
export const exchangePostDetailSchema = exchangePostSchema.extend({ my_offer: exchangeOfferSchema.nullable() });

export const tradeAddressSchema = postalAddressSchema.extend({ address_id: z.string() });
export const exchangeSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  offer_id: z.string(),
  status: z.enum(EXCHANGE_STATUSES),
  poster: exchangeUserSchema,
  offerer: exchangeUserSchema,
  poster_kits: z.array(exchangeKitSchema),
  offerer_kits: z.array(exchangeKitSchema),
  compensation: z.object({ payer: z.enum(COMPENSATION_PAYERS), amount: z.number(), state: z.string() }).nullable(),
  my_side: z.enum(['poster', 'offerer']).nullable(),
  /** only the two sides (and staff) ever read a trade, so its addresses travel with it */
  addresses: z.object({
    poster_from: tradeAddressSchema.nullable(),
    poster_to: tradeAddressSchema.nullable(),
    offerer_from: tradeAddressSchema.nullable(),
    offerer_to: tradeAddressSchema.nullable(),
  }),
  /** each side pays the fee of the parcel it receives */
  delivery_fees: z.object({
    poster: z.object({ amount: z.number().nullable(), state: z.enum(FEE_STATES) }),
    offerer: z.object({ amount: z.number().nullable(), state: z.enum(FEE_STATES) }),
  }),
  /** stage 3: the two `exchange` orders (packing and shipping go through `/orders/:id/…`), null before both fees are paid */
  orders: z.object({ to_poster: z.string().nullable(), to_offerer: z.string().nullable() }),
  /** the same two orders' progress (null before both fees are paid) */
  parcels: z.object({ to_poster: tradeParcelSchema.nullable(), to_offerer: tradeParcelSchema.nullable() }),
  /** where the trade stands, from its status and its parcels (`tradeStageOf`) */
  stage: z.enum(TRADE_STAGES),
  /** each side packs its parcel by this time (72 h after the orders were made) */
  ship_by: z.string().nullable(),
  /** stage 4: when each side confirmed the parcel it received */
  received_at: z.object({ poster: z.string().nullable(), offerer: z.string().nullable() }),
  completed_at: z.string().nullable(),
  canceled_by: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  canceled_at: z.string().nullable(),
});
export type Exchange = z.infer<typeof exchangeSchema>;
export const exchangeListResponse = paged(exchangeSchema);

/** `GET /exchanges/clock`: the server's time, so a trade's countdowns run on it (a device clock may be off). */
export const tradeClockSchema = z.object({ server_time: z.string() });
export type TradeClock = z.infer<typeof tradeClockSchema>;
/** `GET /users/me/exchange-kits`: one of my kits held by the board (`for_exchange` or `exchanging`) and what holds it. */
export const EXCHANGE_KIT_HOLDERS = ['post', 'offer', 'trade'] as const;
export const heldExchangeKitSchema = z.object({
  kit: exchangeKitSchema,
  /** null only if no live post, offer or trade names the kit (it should not happen) */
  holder: z
    .object({
      type: z.enum(EXCHANGE_KIT_HOLDERS),
      /** the post's, the offer's or the trade's id */
      id: z.string(),
      post_id: z.string(),
      status: z.string(),
    })
    .nullable(),
});
export type HeldExchangeKit = z.infer<typeof heldExchangeKitSchema>;
export const heldExchangeKitListResponse = paged(heldExchangeKitSchema);
