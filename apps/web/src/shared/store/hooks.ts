import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * The store's dispatch as features and pages use it: plain actions and thunks (RTK Query's among
 * them). The state is each feature's business: a feature reads the store with its own selectors,
 * typed with its own slice's state (e.g. `selectCurrentUser` in features/session).
 */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
