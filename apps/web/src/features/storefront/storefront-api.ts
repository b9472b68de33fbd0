import type { HomeResponse, PublicShop, StorefrontKit, StorefrontKitDetail, StorefrontList } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';
import type { KitListQuery } from './filters';

/** The public storefront: home, the product list, a product page and a shop card. */
export const storefrontApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    home: build.query<HomeResponse, void>({ query: () => '/home' }),
    storefrontKits: build.query<StorefrontList, KitListQuery>({
      query: (query) => ({ url: '/gundams', query }),
    }),
    // the answer depends on who asks (is_owner), and every read counts a view: no long cache
    kitBySlug: build.query<StorefrontKitDetail, string>({
      query: (slug) => `/gundams/by-slug/${encodeURIComponent(slug)}`,
      keepUnusedDataFor: 30,
    }),
    relatedKits: build.query<StorefrontKit[], string>({
      query: (slug) => `/gundams/by-slug/${encodeURIComponent(slug)}/related`,
    }),
    publicShop: build.query<PublicShop, string>({
      query: (slugOrId) => `/shops/${encodeURIComponent(slugOrId)}`,
    }),
  }),
});

export const { useHomeQuery, useStorefrontKitsQuery, useKitBySlugQuery, useRelatedKitsQuery, usePublicShopQuery } = storefrontApi;
