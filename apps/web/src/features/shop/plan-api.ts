import type { PlanPurchaseResponse, PlanQuote, SubscriptionPeriod } from '@cho-gundam/contracts';
import { baseApi, type ApiError } from '@/shared/api/base-api';
import { readAgainWhenSettled } from '@/shared/api/read-again';
import { http, HttpError } from '@/shared/lib/http';
import { readMyShopAgain } from './my-shop-resource';

// 'Wallet' is the wallet feature's tag (shared by name): a purchase moves the balance it shows
const api = baseApi.enhanceEndpoints({ addTagTypes: ['MyShop', 'SellerPlan', 'Wallet', 'PlanHistory', 'PlanQuote'] });

const asApiError = (err: unknown): ApiError =>
  err instanceof HttpError
    ? { status: err.status, code: err.code, message: err.message, details: err.details }
    : { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra. Vui lòng thử lại.', details: null };

export const planApi = api.injectEndpoints({
  endpoints: (build) => ({
    planQuote: build.query<PlanQuote, string>({
      query: (planId) => ({ url: '/subscriptions/quote', query: { plan_id: planId } }),
      providesTags: ['PlanQuote'],
      keepUnusedDataFor: 0,
    }),
    subscriptionHistory: build.query<SubscriptionPeriod[], void>({ query: () => '/subscriptions/history', providesTags: ['PlanHistory'] }),
    /** The key is the attempt's Idempotency-Key (the shared base query sends no custom headers). */
    purchasePlan: build.mutation<PlanPurchaseResponse, { planId: string; key: string }>({
      queryFn: async ({ planId, key }) => {
        try {
          return {
            data: await http.post<PlanPurchaseResponse>(
              '/subscriptions/purchase',
              { plan_id: planId },
              { headers: { 'idempotency-key': key } },
            ),
          };
        } catch (err) {
          return { error: asApiError(err) };
        }
      },
      // the plan usage, the wallet and this page refresh; the shop area's frame reads /shops/me again (the
      // dashboard reads its figures on every visit)
      invalidatesTags: ['MyShop', 'SellerPlan', 'Wallet', 'PlanHistory', 'PlanQuote'],
      ...readAgainWhenSettled(readMyShopAgain),
    }),
  }),
});

export const { usePlanQuoteQuery, useSubscriptionHistoryQuery, usePurchasePlanMutation } = planApi;
