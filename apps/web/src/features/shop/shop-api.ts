import type {
  MyShopResponse,
  Paged,
  PublishKitResponse,
  SellerDashboard,
  SellerKit,
  SellerKitsQuery,
  SubscriptionPlan,
  SubscriptionUsage,
  UpdateShopBody,
} from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

// Tag names are shared by string with the kits feature (a kit edited there refreshes these lists).
const api = baseApi.enhanceEndpoints({ addTagTypes: ['MyShop', 'SellerPlan', 'SellerKits', 'SellerDashboard', 'KitList', 'Kit'] });
// 'Addresses' (the address book's tag): choosing another pickup address there refreshes the shop

const afterListingChange = ['SellerKits', 'SellerDashboard', 'SellerPlan', 'MyShop', 'KitList'] as const;

export const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerShop: build.mutation<MyShopResponse, { name: string }>({
      query: (body) => ({ url: '/shops', method: 'POST', body: { ...body } }),
      invalidatesTags: ['MyShop', 'SellerPlan'],
    }),
    myShop: build.query<MyShopResponse, void>({ query: () => '/shops/me', providesTags: ['MyShop', 'Addresses'] }),
    updateShop: build.mutation<MyShopResponse, UpdateShopBody>({
      query: (body) => ({ url: '/shops/me', method: 'PATCH', body: { ...body } }),
      invalidatesTags: ['MyShop'],
    }),
    plans: build.query<SubscriptionPlan[], void>({ query: () => '/subscription-plans', keepUnusedDataFor: 600 }),
    subscription: build.query<SubscriptionUsage, void>({ query: () => '/sellers/me/subscription', providesTags: ['SellerPlan'] }),
    dashboard: build.query<SellerDashboard, void>({ query: () => '/sellers/me/dashboard', providesTags: ['SellerDashboard'] }),
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
    }),
    unpublishKit: build.mutation<PublishKitResponse, { kitId: string }>({
      query: ({ kitId }) => ({ url: `/sellers/me/gundams/${kitId}/unpublish`, method: 'PATCH', body: {} }),
      invalidatesTags: (_r, _e, a) => [...afterListingChange, { type: 'Kit', id: a.kitId }],
    }),
  }),
});

export const {
  useRegisterShopMutation,
  useMyShopQuery,
  useUpdateShopMutation,
  usePlansQuery,
  useSubscriptionQuery,
  useDashboardQuery,
  useSellerKitsQuery,
  usePublishKitMutation,
  useUnpublishKitMutation,
} = shopApi;
