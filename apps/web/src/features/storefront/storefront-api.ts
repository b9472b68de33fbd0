import type { HomeResponse, PublicShop, StorefrontList } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';
import type { KitListQuery } from './filters';

/** The public storefront: home, the product list and a shop card (a kit's page: kit-page-data.ts). */
export const storefrontApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    home: build.query<HomeResponse, void>({ query: () => '/home' }),
    storefrontKits: build.query<StorefrontList, KitListQuery>({
      query: (query) => ({ url: '/gundams', query }),
    }),
    publicShop: build.query<PublicShop, string>({
      query: (slugOrId) => `/shops/${encodeURIComponent(slugOrId)}`,
    }),
  }),
});

export const { useHomeQuery, useStorefrontKitsQuery, usePublicShopQuery } = storefrontApi;
