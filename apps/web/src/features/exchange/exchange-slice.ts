import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from '@/shared/store/user-events';

/**
 * The quoted delivery fee of the parcel this member receives in one trade (the seed names no field):
 * `total`, the fee, and the rest of the carrier's quote the trade page keeps with it (weight,
 * expected delivery, fee state, when it was quoted: `trade-fee.tsx`).
 */
export type DeliveryFee = { total: number } & Record<string, unknown>;
/** Seed §3: keyed by user id, then exchange id. */
export type DeliveryFees = Record<string, Record<string, DeliveryFee>>;

export interface ExchangeState {
  /** the trade on screen, without its addresses (see setExchangeDetail); never persisted */
  exchangeDetail: Record<string, unknown> | null;
  deliveryFees: DeliveryFees;
}

const initialState: ExchangeState = { exchangeDetail: null, deliveryFees: {} };

export const exchangeSlice = createSlice({
  name: 'exchange',
  initialState,
  reducers: {
    /**
     * Only the two sides may read a trade's addresses (names, phones, street addresses): the store
     * keeps the rest of the trade and the page reads addresses from its query, never from here.
     */
    setExchangeDetail(state, action: PayloadAction<Record<string, unknown> | null>) {
      if (!action.payload) {
        state.exchangeDetail = null;
        return;
      }
      const { addresses: _personal, ...rest } = action.payload;
      state.exchangeDetail = rest;
    },
    updateDeliveryFee(state, action: PayloadAction<{ userID: string; exchange_id: string; fee: DeliveryFee }>) {
      const { userID, exchange_id, fee } = action.payload;
      state.deliveryFees[userID] = { ...state.deliveryFees[userID], [exchange_id]: fee };
    },
    restoreDeliveryFees(state, action: PayloadAction<DeliveryFees>) {
      state.deliveryFees = action.payload;
    },
  },
  extraReducers: (builder) => {
    // the next person on this device must not find the last one's trade (the fees stay: seed §4
    // keys them by user and puts them back on that user's next session)
    builder.addCase(signedOut, (state) => {
      state.exchangeDetail = null;
    });
  },
});

/**
 * What of this slice goes to localStorage `root` (app/store.ts): everything but the trade on screen,
 * which is personal and reloaded with the page anyway. Applied when writing and when reading back,
 * so a copy saved before this rule is dropped too.
 */
export function persistableExchange(state: ExchangeState): ExchangeState {
  return { ...state, exchangeDetail: null };
}

export const { setExchangeDetail, updateDeliveryFee, restoreDeliveryFees } = exchangeSlice.actions;

export const DELIVERY_FEES_CACHE_KEY = 'deliveryFeesCache';

/** Seed §8: an invalid cache is logged and an empty map is used. */
export function readDeliveryFeesCache(): DeliveryFees {
  const raw = localStorage.getItem(DELIVERY_FEES_CACHE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('deliveryFeesCache không phải là một đối tượng');
    for (const perUser of Object.values(parsed)) {
      if (!perUser || typeof perUser !== 'object' || Array.isArray(perUser)) throw new Error('deliveryFeesCache sai cấu trúc');
    }
    return parsed as DeliveryFees;
  } catch (err) {
    console.error('Bộ nhớ đệm phí vận chuyển không hợp lệ, dùng bảng trống', err);
    localStorage.setItem(DELIVERY_FEES_CACHE_KEY, '{}');
    return {};
  }
}

/** Seed §4: a confirmed session puts back the fees this device cached (the app hands this to the session). */
export const restoreCachedDeliveryFees = () => restoreDeliveryFees(readDeliveryFeesCache());

/** Seed §4: every delivery-fee update is mirrored to localStorage `deliveryFeesCache`. */
export const deliveryFeesMirror: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (updateDeliveryFee.match(action) || restoreDeliveryFees.match(action)) {
    const fees = (store.getState() as { exchange: ExchangeState }).exchange.deliveryFees;
    localStorage.setItem(DELIVERY_FEES_CACHE_KEY, JSON.stringify(fees));
  }
  return result;
};
