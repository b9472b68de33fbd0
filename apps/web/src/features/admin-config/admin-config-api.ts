import type {
  AdminPlan,
  AdminPlanUpdateBody,
  Paged,
  PlatformSettingChange,
  PlatformSettings,
  PlatformSettingsUpdateBody,
} from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';
import { refreshPublicSettings } from '@/shared/api/public-settings-api';

const api = baseApi.enhanceEndpoints({
  addTagTypes: ['PlatformSettings', 'PlatformSettingHistory', 'AdminPlans', 'AuditLog'],
});

export const adminConfigApi = api.injectEndpoints({
  endpoints: (b) => ({
    platformSettings: b.query<PlatformSettings, void>({ query: () => '/admin/settings', providesTags: ['PlatformSettings'] }),
    updatePlatformSettings: b.mutation<PlatformSettings, PlatformSettingsUpdateBody>({
      query: (body) => ({ url: '/admin/settings', method: 'PUT', body }),
      invalidatesTags: ['PlatformSettings', 'PlatformSettingHistory', 'AuditLog'],
      // every screen printing a public setting (a fee, a deadline) shows the new value
      onQueryStarted: async (_body, { queryFulfilled }) => {
        await queryFulfilled.then(refreshPublicSettings, () => undefined);
      },
    }),
    platformSettingHistory: b.query<Paged<PlatformSettingChange>, { page: number; page_size: number }>({
      query: (q) => ({ url: '/admin/settings/history', query: { ...q } }),
      providesTags: ['PlatformSettingHistory'],
    }),
    adminPlans: b.query<AdminPlan[], void>({ query: () => '/admin/plans', providesTags: ['AdminPlans'] }),
    updateAdminPlan: b.mutation<AdminPlan, { id: string; body: AdminPlanUpdateBody }>({
      query: ({ id, body }) => ({ url: `/admin/plans/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['AdminPlans', 'AuditLog'],
    }),
  }),
});

export const {
  usePlatformSettingsQuery,
  useUpdatePlatformSettingsMutation,
  usePlatformSettingHistoryQuery,
  useAdminPlansQuery,
  useUpdateAdminPlanMutation,
} = adminConfigApi;
