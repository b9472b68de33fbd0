import { z } from 'zod';
import { TRADE_STAGES } from './exchange-stages.js';
import {
  EXCHANGE_OFFER_STATUSES,
  EXCHANGE_POST_STATUSES,
  EXCHANGE_STATUSES,
  exchangeOfferSchema,
  exchangeUserSchema,
} from './exchanges.js';
import { pageQuery, paged } from './pagination.js';

// A member's own lists on `/exchange/manage` (docs/domain/exchanges.md): the offers I made and
// received, my trades by stage.

const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

export const MY_OFFER_ROLES = ['made', 'received'] as const;
export type MyOfferRole = (typeof MY_OFFER_ROLES)[number];

/** `GET /users/me/exchange-offers?role=made|received&status=&page=`: the offers I made (default) or the ones made on my posts. */
export const myExchangeOffersQuery = pageQuery.extend({
  role: z.preprocess(
    blankIsAbsent,
    z.enum(MY_OFFER_ROLES, { error: 'Vai trò phải là made (đã gửi) hoặc received (đã nhận)' }).default('made'),
  ),
  status: z.preprocess(blankIsAbsent, z.enum(EXCHANGE_OFFER_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional()),
});
export type MyExchangeOffersQuery = z.infer<typeof myExchangeOffersQuery>;

/** An offer in my lists, with the post it was made on (whose post, what it said, whether it is still open). */
export const myExchangeOfferSchema = exchangeOfferSchema.extend({
  post: z.object({
    id: z.string(),
    content: z.string(),
    status: z.enum(EXCHANGE_POST_STATUSES),
    poster: exchangeUserSchema,
  }),
});
export type MyExchangeOffer = z.infer<typeof myExchangeOfferSchema>;
export const myExchangeOfferListResponse = paged(myExchangeOfferSchema);

/** The stage filter of my trades: one stage, or every stage in progress (`live`) or ended (`history`). */
export const TRADE_STAGE_FILTERS = ['live', 'history', ...TRADE_STAGES] as const;
export type TradeStageFilter = (typeof TRADE_STAGE_FILTERS)[number];

/** `GET /users/me/exchanges?stage=&status=&page=`: my trades, newest first. */
export const myExchangesQuery = pageQuery.extend({
  status: z.preprocess(blankIsAbsent, z.enum(EXCHANGE_STATUSES, { error: 'Trạng thái không hợp lệ' }).optional()),
  stage: z.preprocess(blankIsAbsent, z.enum(TRADE_STAGE_FILTERS, { error: 'Giai đoạn không hợp lệ' }).optional()),
});
export type MyExchangesQuery = z.infer<typeof myExchangesQuery>;
