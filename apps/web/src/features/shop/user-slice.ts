import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@cho-gundam/contracts';

/** The seller's plan as the shop sidebar shows it; filled by the shop area. */
export interface SellerPlan {
  plan_name?: string;
  listings_used: number;
  max_listings?: number | null;
  open_auctions_used?: number;
  max_open_auctions?: number | null;
  end_date?: string | null;
}

export interface UserState {
  user: User | null;
  shop: Record<string, unknown> | null;
  sellerPlan: SellerPlan | null;
}

const initialState: UserState = { user: null, shop: null, sellerPlan: null };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    updateShopInfo(state, action: PayloadAction<Record<string, unknown> | null>) {
      state.shop = action.payload;
    },
    updateSellerPlan(state, action: PayloadAction<SellerPlan | null>) {
      state.sellerPlan = action.payload;
    },
    /** seed §4: +1 on adding a listing */
    incrementListingsUsed(state) {
      if (state.sellerPlan) state.sellerPlan.listings_used += 1;
    },
    /** seed §4: −1 on removing a listing, never below 0 */
    decrementListingsUsed(state) {
      if (state.sellerPlan) state.sellerPlan.listings_used = Math.max(0, state.sellerPlan.listings_used - 1);
    },
    updateUserProfile(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
    },
  },
});

export const { updateShopInfo, updateSellerPlan, incrementListingsUsed, decrementListingsUsed } = userSlice.actions;

/** The part of the store this slice owns: what its selectors read. */
export interface UserRootState {
  user: UserState;
}
export const selectShopInfo = (s: UserRootState) => s.user.shop;
export const selectSellerPlan = (s: UserRootState) => s.user.sellerPlan;
