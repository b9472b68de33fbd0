export {
  exchangeSlice,
  deliveryFeesMirror,
  restoreCachedDeliveryFees,
  readDeliveryFeesCache,
  setExchangeDetail,
  persistableExchange,
  updateDeliveryFee,
  restoreDeliveryFees,
  DELIVERY_FEES_CACHE_KEY,
} from './exchange-slice';
export type { DeliveryFee, DeliveryFees, ExchangeState } from './exchange-slice';
export { MyTrades, MY_TRADES_PARAMS } from './components/my-trades';
export { tradePath } from './trade-logic';
export { TradeDisputeButton } from './components/trade-dispute-button';
