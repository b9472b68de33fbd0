import type { PublicShop, StorefrontList } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';
import type { KitListQuery } from './filters';

/** The public storefront: the product list and a shop card (home: use-home.ts; a kit's page: kit-page-data.ts). */
export const storefrontApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    storefrontKits: build.query<StorefrontList, KitListQuery>({
      query: (query) => ({ url: '/gundams', query }),
    }),
    publicShop: build.query<PublicShop, string>({
      query: (slugOrId) => `/shops/${encodeURIComponent(slugOrId)}`,
    }),
  }),
});

export const { useStorefrontKitsQuery, usePublicShopQuery } = storefrontApi;
