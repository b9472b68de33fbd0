import type { AdminDashboard, DashboardPeriod, ModeratorDashboard } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

// Tag names shared by string with the features whose decisions move the queues (a withdrawal
// processed, an auction request decided): their invalidation refreshes the dashboard too.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['StaffDashboard', 'ModWithdrawals', 'ModAuctionRequests'] });

export const dashboardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    moderatorDashboard: build.query<ModeratorDashboard, DashboardPeriod>({
      query: (days) => ({ url: '/moderator/dashboard', query: { days } }),
      providesTags: ['StaffDashboard', 'ModWithdrawals', 'ModAuctionRequests'],
    }),
    adminDashboard: build.query<AdminDashboard, DashboardPeriod>({
      query: (days) => ({ url: '/admin/dashboard', query: { days } }),
      providesTags: ['StaffDashboard'],
    }),
  }),
});

export const { useModeratorDashboardQuery, useAdminDashboardQuery } = dashboardsApi;
