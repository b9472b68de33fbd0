import type {
  ComplaintDecisionBody,
  ComplaintListItem,
  MemberListItem,
  ModeratorOrdersQuery,
  ModeratorOrdersResponse,
  OrderDetail,
  OrderListQuery,
  OrderListResponse,
  Paged,
  ShopReport,
  ShopTransaction,
  StaffShopOption,
} from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

const api = baseApi.enhanceEndpoints({
  addTagTypes: ['ModOrders', 'ModComplaints', 'Reconciliation', 'Orders', 'Order', 'ShopTransactions', 'ShopReport', 'Wallet', 'Cart'],
});

/** Whatever an order action changes: the lists, that order, the seller's money views, the wallet. */
const afterAction = (id: string) => ['Orders', { type: 'Order' as const, id }, 'ShopTransactions', 'ShopReport', 'Wallet'] as const;

export type ShopTransactionPage = Paged<ShopTransaction> & { available_balance: number; pending_balance: number };

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<OrderListResponse, Partial<OrderListQuery>>({
      query: (query) => ({ url: '/orders', query: { ...query } }),
      providesTags: ['Orders'],
    }),
    order: build.query<OrderDetail, string>({
      query: (id) => `/orders/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Order', id }],
    }),
    confirmOrder: build.mutation<OrderDetail, string>({
      query: (id) => ({ url: `/orders/${id}/confirm`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, id) => [...afterAction(id)],
    }),
    cancelOrder: build.mutation<OrderDetail, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({ url: `/orders/${id}/cancel`, method: 'POST', body: reason ? { reason } : {} }),
      invalidatesTags: (_r, _e, a) => [...afterAction(a.id)],
    }),
    packOrder: build.mutation<OrderDetail, { id: string; form: FormData }>({
      query: ({ id, form }) => ({ url: `/orders/${id}/packing`, method: 'POST', body: form }),
      invalidatesTags: (_r, _e, a) => [...afterAction(a.id)],
    }),
    confirmReceipt: build.mutation<OrderDetail, string>({
      query: (id) => ({ url: `/orders/${id}/receipt`, method: 'POST', body: {} }),
      invalidatesTags: (_r, _e, id) => [...afterAction(id)],
    }),
    complain: build.mutation<OrderDetail, { id: string; form: FormData }>({
      query: ({ id, form }) => ({ url: `/orders/${id}/complaint`, method: 'POST', body: form }),
      invalidatesTags: (_r, _e, a) => [...afterAction(a.id)],
    }),
    respondComplaint: build.mutation<OrderDetail, { id: string; response: string }>({
      query: ({ id, response }) => ({ url: `/orders/${id}/complaint/response`, method: 'POST', body: { response } }),
      invalidatesTags: (_r, _e, a) => [...afterAction(a.id)],
    }),

    // moderator: every order, the complaint queue, decisions
    moderatorOrders: build.query<ModeratorOrdersResponse, Partial<ModeratorOrdersQuery>>({
      query: (query) => ({ url: '/moderator/orders', query: { ...query } }),
      providesTags: ['ModOrders'],
    }),
    /** the order list's pickers: shops by name, buyers by name, e-mail or phone (10 at most) */
    staffShops: build.query<StaffShopOption[], string>({
      query: (q) => ({ url: '/moderator/shops', query: { q } }),
    }),
    staffBuyers: build.query<Paged<MemberListItem>, string>({
      query: (q) => ({ url: '/moderator/users', query: { q, page_size: 10 } }),
    }),
    complaintQueue: build.query<Paged<ComplaintListItem>, { status: string; page: number; page_size: number }>({
      query: (query) => ({ url: '/moderator/complaints', query: { ...query } }),
      providesTags: ['ModComplaints'],
    }),
    decideComplaint: build.mutation<OrderDetail, { id: string; body: ComplaintDecisionBody }>({
      query: ({ id, body }) => ({ url: `/moderator/orders/${id}/complaint/decision`, method: 'POST', body: { ...body } }),
      invalidatesTags: (_r, _e, a) => [...afterAction(a.id), 'ModOrders', 'ModComplaints', 'Reconciliation'],
    }),
    shopTransactions: build.query<ShopTransactionPage, { page: number; page_size: number }>({
      query: (query) => ({ url: '/shop/transactions', query: { ...query } }),
      providesTags: ['ShopTransactions'],
    }),
    shopReport: build.query<ShopReport, { from?: string; to?: string }>({
      query: (query) => ({ url: '/shop/reports', query: { ...query } }),
      providesTags: ['ShopReport'],
    }),
  }),
});

export const {
  useOrdersQuery,
  useOrderQuery,
  useConfirmOrderMutation,
  useCancelOrderMutation,
  usePackOrderMutation,
  useConfirmReceiptMutation,
  useComplainMutation,
  useRespondComplaintMutation,
  useModeratorOrdersQuery,
  useStaffShopsQuery,
  useStaffBuyersQuery,
  useComplaintQueueQuery,
  useDecideComplaintMutation,
  useShopTransactionsQuery,
  useShopReportQuery,
} = ordersApi;
