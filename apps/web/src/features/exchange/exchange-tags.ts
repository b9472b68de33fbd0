// The tags of RTK Query's caches that the exchange's commands change: only those a screen still reading
// through RTK Query provides (my posts, offers and trades, a trade and its fee are read outside it and
// read again by the commands themselves). Zod- and RTK-free: the pages that send commands with the
// shell's HTTP client (offers-data.ts, my-posts-data.ts, trade-data.ts) name them without loading RTK
// (shared/api/loaded-api.ts); the board's RTK endpoints name the same ones.

/** an offer sent, revised or withdrawn: a post's drawer (its offer count, my offer) and my kits (an offered kit is held) */
export const OFFER_CHANGED = ['ExchangePost', 'KitList'] as const;

/** a poster's command (close a post, accept, reject, ask to revise): an accept also holds the delivery fee */
export const MY_POST_COMMANDED = ['ExchangePost', 'KitList', 'Wallet'] as const;

/** a command on a trade: the orders (its parcels), the wallet (fees, compensation), the moderators' queue */
export const TRADE_CHANGED = ['Orders', 'Order', 'Wallet', 'ModExchanges'] as const;
