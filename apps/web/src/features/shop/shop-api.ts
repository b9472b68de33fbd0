import type {
  MyShopResponse,
  Paged,
  PublishKitResponse,
  SellerKit,
  SellerKitsQuery,
  SubscriptionPlan,
  SubscriptionUsage,
  UpdateShopBody,
} from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';
import { readAgainWhenSettled } from '@/shared/api/read-again';
import { readMyShopAgain } from './my-shop-resource';

// Tag names are shared by string with the kits feature (a kit edited there refreshes these lists).
const api = baseApi.enhanceEndpoints({ addTagTypes: ['MyShop', 'SellerPlan', 'SellerKits', 'KitList', 'Kit'] });
// 'Addresses' (the address book's tag): choosing another pickup address there refreshes the shop

const afterListingChange = ['SellerKits', 'SellerPlan', 'MyShop', 'KitList'] as const;
// the shop area's frame reads /shops/me outside RTK Query (my-shop-resource.ts): its name and quota
const shopFrameReadAgain = readAgainWhenSettled(readMyShopAgain);

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    myShop: build.query<MyShopResponse, void>({ query: () => '/shops/me', providesTags: ['MyShop', 'Addresses'] }),
    updateShop: build.mutation<MyShopResponse, UpdateShopBody>({
      query: (body) => ({ url: '/shops/me', method: 'PATCH', body: { ...body } }),
      invalidatesTags: ['MyShop'],
      ...shopFrameReadAgain,
    }),
    plans: build.query<SubscriptionPlan[], void>({ query: () => '/subscription-plans', keepUnusedDataFor: 600 }),
    subscription: build.query<SubscriptionUsage, void>({ query: () => '/sellers/me/subscription', providesTags: ['SellerPlan'] }),
    sellerKits: build.query<Paged<SellerKit>, Partial<SellerKitsQuery>>({
      query: (query) => ({ url: '/sellers/me/gundams', query }),
      providesTags: ['SellerKits'],
    }),
    publishKit: build.mutation<PublishKitResponse, { kitId: string; price?: number }>({
      query: ({ kitId, price }) => ({
        url: `/sellers/me/gundams/${kitId}/publish`,
        method: 'PATCH',
        body: price === undefined ? {} : { price },
      }),
      invalidatesTags: (_r, _e, a) => [...afterListingChange, { type: 'Kit', id: a.kitId }],
      ...shopFrameReadAgain,
    }),
    unpublishKit: build.mutation<PublishKitResponse, { kitId: string }>({
      query: ({ kitId }) => ({ url: `/sellers/me/gundams/${kitId}/unpublish`, method: 'PATCH', body: {} }),
      invalidatesTags: (_r, _e, a) => [...afterListingChange, { type: 'Kit', id: a.kitId }],
      ...shopFrameReadAgain,
    }),
  }),
});

export const {
  useMyShopQuery,
  useUpdateShopMutation,
  usePlansQuery,
  useSubscriptionQuery,
  useSellerKitsQuery,
  usePublishKitMutation,
  useUnpublishKitMutation,
} = shopApi;
