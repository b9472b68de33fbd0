import type {
  AuctionCard,
  AuctionPaymentQuote,
  AuctionRequest,
  AuctionRequestBody,
  AuctionRequestStatus,
  AuctionStatus,
  BidResponse,
  MyAuctionItem,
  Paged,
} from '@cho-gundam/contracts';
import { baseApi, type ApiError } from '@/shared/api/base-api';
import { readAgainWhenSettled } from '@/shared/api/read-again';
import { http, HttpError } from '@/shared/lib/http';
import { refreshAuctionPage } from './auction-page-data';

/**
 * Every auction call of the web app but the auction page's own reads (server:
 * apps/server/src/modules/auctions/auctions.routes.ts). The page reads its detail and history with the
 * shell's HTTP client (auction-page-data.ts) and its live figures arrive over its public event stream
 * (use-auction-stream.ts), and `/auction` reads its list the same way (auction-list-data.ts); these are
 * the member's, the shop's and the moderator's lists and the commands.
 */
const api = baseApi.enhanceEndpoints({
  addTagTypes: ['MyAuctions', 'ShopAuctionRequests', 'ShopAuctions', 'ModAuctionRequests', 'ModAuctions'],
});

export type MyAuctionsFilter = 'all' | 'active' | 'won' | 'lost' | 'ended';
export interface PageArgs<S> {
  page: number;
  page_size: number;
  status?: S | 'all';
}
export interface AuctionPaymentResult {
  order_id: string;
  order_code: string;
  total_paid: number;
}
export interface JoinResult {
  deposit_amount: number;
  available_balance: number;
  held_balance: number;
}

const asApiError = (err: unknown): ApiError =>
  err instanceof HttpError
    ? { status: err.status, code: err.code, message: err.message, details: err.details }
    : { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra. Vui lòng thử lại.', details: null };

/** The winner's payment carries the attempt's Idempotency-Key: a retried click pays once. */
async function idempotentPost<T>(url: string, body: object, key: string): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await http.post<T>(url, { ...body }, { headers: { 'idempotency-key': key } }) };
  } catch (err) {
    return { error: asApiError(err) };
  }
}

const clean = <T extends object>(q: T) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all')) as Record<string, string | number>;

export const auctionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // ---- bidder: each command, answered or refused, reads the auction's page again ----
    joinAuction: build.mutation<JoinResult, string>({
      query: (id) => ({ url: `/auctions/${id}/participants`, method: 'POST', body: {} }),
      invalidatesTags: ['MyAuctions', 'Wallet'],
      ...readAgainWhenSettled(refreshAuctionPage),
    }),
    placeBid: build.mutation<BidResponse, { id: string; max_amount: number }>({
      query: ({ id, max_amount }) => ({ url: `/auctions/${id}/bids`, method: 'POST', body: { max_amount } }),
      invalidatesTags: ['MyAuctions'],
      ...readAgainWhenSettled(({ id }: { id: string }) => refreshAuctionPage(id)),
    }),
    auctionPaymentQuote: build.query<AuctionPaymentQuote, { id: string; address_id: string }>({
      query: ({ id, address_id }) => ({ url: `/auctions/${id}/payment-quote`, query: { address_id } }),
      keepUnusedDataFor: 0,
    }),
    payAuction: build.mutation<AuctionPaymentResult, { id: string; address_id: string; expected_total: number; key: string }>({
      queryFn: ({ id, key, ...body }) => idempotentPost<AuctionPaymentResult>(`/auctions/${id}/payment`, body, key),
      invalidatesTags: ['MyAuctions', 'Wallet', 'Orders'],
      ...readAgainWhenSettled(({ id }: { id: string }) => refreshAuctionPage(id)),
    }),
    myAuctions: build.query<Paged<MyAuctionItem>, { page: number; page_size: number; state: MyAuctionsFilter }>({
      query: (q) => ({ url: '/me/auctions', query: clean(q) }),
      providesTags: ['MyAuctions'],
    }),
    // ---- seller ----
    shopAuctionRequests: build.query<Paged<AuctionRequest>, PageArgs<AuctionRequestStatus>>({
      query: (q) => ({ url: '/shop/auction-requests', query: clean(q) }),
      providesTags: ['ShopAuctionRequests'],
    }),
    requestAuction: build.mutation<AuctionRequest, AuctionRequestBody>({
      query: (body) => ({ url: '/shop/auction-requests', method: 'POST', body: { ...body } }),
      invalidatesTags: ['ShopAuctionRequests'],
    }),
    withdrawAuctionRequest: build.mutation<AuctionRequest, string>({
      query: (id) => ({ url: `/shop/auction-requests/${id}/withdraw`, method: 'POST', body: {} }),
      invalidatesTags: ['ShopAuctionRequests'],
    }),
    shopAuctions: build.query<Paged<AuctionCard>, PageArgs<AuctionStatus>>({
      query: (q) => ({ url: '/shop/auctions', query: clean(q) }),
      providesTags: ['ShopAuctions'],
    }),
    cancelShopAuction: build.mutation<AuctionCard, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/shop/auctions/${id}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: ['ShopAuctions'],
    }),
    // ---- moderator ----
    modAuctionRequests: build.query<Paged<AuctionRequest>, PageArgs<AuctionRequestStatus>>({
      query: (q) => ({ url: '/moderator/auction-requests', query: clean(q) }),
      providesTags: ['ModAuctionRequests'],
    }),
    approveAuctionRequest: build.mutation<unknown, string>({
      query: (id) => ({ url: `/moderator/auction-requests/${id}/approve`, method: 'POST', body: {} }),
      invalidatesTags: ['ModAuctionRequests', 'ModAuctions'],
    }),
    rejectAuctionRequest: build.mutation<unknown, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/moderator/auction-requests/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: ['ModAuctionRequests'],
    }),
    modAuctions: build.query<Paged<AuctionCard>, PageArgs<AuctionStatus>>({
      query: (q) => ({ url: '/moderator/auctions', query: clean(q) }),
      providesTags: ['ModAuctions'],
    }),
    rescheduleAuction: build.mutation<unknown, { id: string; start_at: string; end_at: string }>({
      query: ({ id, ...body }) => ({ url: `/moderator/auctions/${id}/reschedule`, method: 'POST', body }),
      invalidatesTags: ['ModAuctions'],
    }),
    moderatorCancelAuction: build.mutation<unknown, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/moderator/auctions/${id}/cancel`, method: 'POST', body: { reason } }),
      invalidatesTags: ['ModAuctions'],
    }),
  }),
});

export const {
  useJoinAuctionMutation,
  usePlaceBidMutation,
  useAuctionPaymentQuoteQuery,
  usePayAuctionMutation,
  useMyAuctionsQuery,
  useShopAuctionRequestsQuery,
  useRequestAuctionMutation,
  useWithdrawAuctionRequestMutation,
  useShopAuctionsQuery,
  useCancelShopAuctionMutation,
  useModAuctionRequestsQuery,
  useApproveAuctionRequestMutation,
  useRejectAuctionRequestMutation,
  useModAuctionsQuery,
  useRescheduleAuctionMutation,
  useModeratorCancelAuctionMutation,
} = auctionsApi;
