import { combineSlices, createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * What the store is built from, here so that shared code can add to it without knowing the app:
 * app/store.ts injects the features' slices into this reducer and builds the store around it;
 * `shared/api/base-api.ts` injects RTK Query's slice and middleware when the first page that talks to
 * the server through it is loaded (~15 KB gzip kept out of the first page load).
 */
export const rootReducer = combineSlices({});
export const dynamicMiddleware = createDynamicMiddleware();
