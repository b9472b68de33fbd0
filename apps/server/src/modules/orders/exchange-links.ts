import type { Executor } from '../../db/client.js';

/**
 * Which trade each `exchange` order belongs to. The trades are the exchanges module's rows (it points
 * at its two orders); it registers how to find them when it is built (composition order), so the
 * orders module, below it, never imports it — the same inversion as the plans' open-auction counter.
 */
export type ExchangeOfOrders = (ex: Executor, orders: readonly { id: string; buyerId: string }[]) => Promise<Map<string, string>>;
let exchangeOfOrders: ExchangeOfOrders = async () => new Map();
export function setExchangeOfOrders(lookup: ExchangeOfOrders) {
  exchangeOfOrders = lookup;
}

/** The trade id of each exchange order among these (other orders are left out). */
export async function exchangeIdsOfOrders(ex: Executor, rows: readonly { order: { id: string; type: string; buyerId: string } }[]) {
  const exchangeOrders = rows.filter((r) => r.order.type === 'exchange').map((r) => r.order);
  return exchangeOrders.length ? exchangeOfOrders(ex, exchangeOrders) : new Map<string, string>();
}
