import type {
  BankAccount,
  BankAccountInput,
  CreateTopupBody,
  CreateWithdrawalBody,
  JournalList,
  ModeratorTopup,
  ModeratorTopupDetail,
  ModeratorWithdrawal,
  ModeratorWithdrawalDetail,
  MoneyTableSort,
  Paged,
  ReconciliationDetail,
  Topup,
  TopupQueryResult,
  WalletBalances,
  WalletHistoryItem,
  Withdrawal,
  WithdrawalLimits,
} from '@cho-gundam/contracts';
import { baseApi, type ApiError } from '@/shared/api/base-api';
import { http, HttpError } from '@/shared/lib/http';

/** What the moderator's top-up and withdrawal lists are asked with (the URL's filters, sort and page). */
type MoneyTableArgs = { page: number; page_size: number; q?: string; from?: string; to?: string; sort?: MoneyTableSort };

const api = baseApi.enhanceEndpoints({
  addTagTypes: ['Wallet', 'BankAccounts', 'Withdrawals', 'ModWithdrawals', 'ModTopups', 'Reconciliation', 'Journals'],
});

const asApiError = (err: unknown): ApiError =>
  err instanceof HttpError
    ? { status: err.status, code: err.code, message: err.message, details: err.details }
    : { status: 0, code: 'unknown', message: 'Đã có lỗi xảy ra. Vui lòng thử lại.', details: null };

/** A POST that carries the attempt's Idempotency-Key (the shared base query sends no custom headers). */
async function idempotentPost<T>(url: string, body: object, key: string): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await http.post<T>(url, { ...body }, { headers: { 'idempotency-key': key } }) };
  } catch (err) {
    return { error: asApiError(err) };
  }
}

export interface HistoryArgs {
  page: number;
  page_size: number;
  type?: string;
  from?: string;
  to?: string;
}

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    walletBalances: build.query<WalletBalances, void>({ query: () => '/wallet', providesTags: ['Wallet'] }),
    walletHistory: build.query<Paged<WalletHistoryItem>, HistoryArgs>({
      query: (q) => ({ url: '/wallet/history', query: { ...q } }),
      providesTags: ['Wallet'],
    }),
    topup: build.query<Topup, string>({ query: (id) => `/wallet/topups/${id}`, keepUnusedDataFor: 0 }),
    createTopup: build.mutation<Topup, { body: CreateTopupBody; key: string }>({
      queryFn: ({ body, key }) => idempotentPost<Topup>('/wallet/topups', body, key),
    }),
    bankAccounts: build.query<BankAccount[], void>({ query: () => '/wallet/bank-accounts', providesTags: ['BankAccounts'] }),
    addBankAccount: build.mutation<BankAccount, BankAccountInput>({
      query: (body) => ({ url: '/wallet/bank-accounts', method: 'POST', body: { ...body } }),
      invalidatesTags: ['BankAccounts'],
    }),
    setDefaultBankAccount: build.mutation<BankAccount, string>({
      query: (id) => ({ url: `/wallet/bank-accounts/${id}/default`, method: 'POST' }),
      invalidatesTags: ['BankAccounts'],
    }),
    deleteBankAccount: build.mutation<void, string>({
      query: (id) => ({ url: `/wallet/bank-accounts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BankAccounts'],
    }),
    myWithdrawals: build.query<Paged<Withdrawal>, { page: number; page_size: number }>({
      query: (q) => ({ url: '/wallet/withdrawals', query: { ...q } }),
      providesTags: ['Withdrawals'],
    }),
    requestWithdrawal: build.mutation<Withdrawal, { body: CreateWithdrawalBody; key: string }>({
      queryFn: ({ body, key }) => idempotentPost<Withdrawal>('/wallet/withdrawals', body, key),
      invalidatesTags: ['Wallet', 'Withdrawals'],
    }),
    cancelWithdrawal: build.mutation<Withdrawal, string>({
      query: (id) => ({ url: `/wallet/withdrawals/${id}/cancel`, method: 'POST' }),
      invalidatesTags: ['Wallet', 'Withdrawals'],
    }),

    withdrawalLimits: build.query<WithdrawalLimits, void>({ query: () => '/wallet/withdrawal-limits' }),
    // moderator
    modWithdrawals: build.query<Paged<ModeratorWithdrawal>, MoneyTableArgs & { status?: string }>({
      query: (q) => ({ url: '/moderator/withdrawals', query: { ...q } }),
      providesTags: ['ModWithdrawals'],
    }),
    modWithdrawal: build.query<ModeratorWithdrawalDetail, string>({
      query: (id) => `/moderator/withdrawals/${id}`,
      providesTags: ['ModWithdrawals'],
    }),
    completeWithdrawal: build.mutation<Withdrawal, { id: string; bank_reference: string }>({
      query: ({ id, bank_reference }) => ({ url: `/moderator/withdrawals/${id}/complete`, method: 'POST', body: { bank_reference } }),
      invalidatesTags: ['ModWithdrawals', 'Reconciliation', 'Journals'],
    }),
    rejectWithdrawal: build.mutation<Withdrawal, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/moderator/withdrawals/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: ['ModWithdrawals', 'Reconciliation', 'Journals'],
    }),
    modTopups: build.query<Paged<ModeratorTopup>, MoneyTableArgs & { status?: string; needs_review?: string }>({
      query: (q) => ({ url: '/moderator/topups', query: { ...q } }),
      providesTags: ['ModTopups'],
    }),
    modTopup: build.query<ModeratorTopupDetail, string>({
      query: (id) => `/moderator/topups/${id}`,
      providesTags: ['ModTopups'],
    }),
    queryTopupGateway: build.mutation<TopupQueryResult, string>({
      query: (id) => ({ url: `/moderator/topups/${id}/query`, method: 'POST', body: {} }),
      invalidatesTags: ['ModTopups', 'Reconciliation', 'Journals'],
    }),
    journals: build.query<
      JournalList,
      { page: number; page_size: number; reference_type?: string; reference_id?: string; from?: string; to?: string }
    >({
      query: (q) => ({ url: '/moderator/ledger/journals', query: { ...q } }),
      providesTags: ['Journals'],
    }),
    reconciliation: build.query<ReconciliationDetail, void>({
      query: () => '/moderator/ledger/reconciliation',
      providesTags: ['Reconciliation'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useWalletBalancesQuery,
  useWalletHistoryQuery,
  useTopupQuery,
  useCreateTopupMutation,
  useBankAccountsQuery,
  useAddBankAccountMutation,
  useSetDefaultBankAccountMutation,
  useDeleteBankAccountMutation,
  useMyWithdrawalsQuery,
  useRequestWithdrawalMutation,
  useCancelWithdrawalMutation,
  useWithdrawalLimitsQuery,
  useModWithdrawalsQuery,
  useModWithdrawalQuery,
  useCompleteWithdrawalMutation,
  useRejectWithdrawalMutation,
  useModTopupsQuery,
  useModTopupQuery,
  useReconciliationQuery,
  useQueryTopupGatewayMutation,
  useJournalsQuery,
} = walletApi;
