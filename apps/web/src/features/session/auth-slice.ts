import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResponse, User } from '@cho-gundam/contracts';
import { updateUserProfile } from '@/shared/store/user-events';

/** Seed §3–§4: the client's auth state and exactly its four actions. */
export interface AuthState {
  isLoggedIn: boolean;
  user: User | null;
  shop: Record<string, unknown> | null;
  access_token: string | null;
  access_token_expires_at: string | null;
}

const initialState: AuthState = { isLoggedIn: false, user: null, shop: null, access_token: null, access_token_expires_at: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    login(state, action: PayloadAction<AuthResponse>) {
      state.isLoggedIn = true;
      state.user = action.payload.user;
      state.access_token = action.payload.access_token;
      state.access_token_expires_at = action.payload.access_token_expires_at;
    },
    /** the shop is deliberately kept (seed §4) */
    logout(state) {
      state.isLoggedIn = false;
      state.user = null;
      state.access_token = null;
      state.access_token_expires_at = null;
    },
    updateUser(state, action: PayloadAction<User>) {
      state.isLoggedIn = true;
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    // the fourth action, `auth/updateUserProfile`, is sent by the profile screens (shared/store/user-events.ts)
    builder.addCase(updateUserProfile, (state, action) => {
      state.user = action.payload;
    });
  },
});

export const { login, logout, updateUser } = authSlice.actions;
export { updateUserProfile };
