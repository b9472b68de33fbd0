// The tags of RTK Query's caches that the exchange's commands change. Zod- and RTK-free: the pages that
// send commands with the shell's HTTP client (offers-data.ts, my-posts-data.ts, trade-data.ts) name them
// without loading RTK (shared/api/loaded-api.ts); the RTK endpoints name the same ones.

/** an offer sent, revised or withdrawn: the post's offers, my offers, and my kits (an offered kit is held) */
export const OFFER_CHANGED = ['ExchangePost', 'MyExchangeOffers', 'ExchangePostOffers', 'KitList'] as const;

/** a poster's command (close a post, accept, reject, ask to revise): an accept also holds the fee and makes a trade */
export const MY_POST_COMMANDED = [
  'ExchangePost',
  'MyExchangePosts',
  'ExchangePostOffers',
  'MyExchangeOffers',
  'KitList',
  'Wallet',
  'MyTrades',
] as const;

/** a command on a trade: the trade, its fee, my lists, the orders, the wallet, the moderators' queue */
export const TRADE_CHANGED = ['Trade', 'TradeFee', 'MyTrades', 'Orders', 'Order', 'Wallet', 'ModExchanges'] as const;
