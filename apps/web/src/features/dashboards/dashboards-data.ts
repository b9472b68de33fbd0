import type { AdminDashboard, DashboardPeriod, ModeratorDashboard } from '@cho-gundam/contracts';
import { useHttpResource, useKeptWhileFetching } from '@/shared/hooks/use-http-resource';

/**
 * The staff dashboards' figures, read with the shell's HTTP client (issue 13: RTK Query's runtime,
 * ~13.5 KB gzip, is not loaded for them). Asked for again on every visit, as the queues move with
 * every decision taken on the other pages; a period being fetched keeps the last one's figures on
 * screen until it arrives.
 */
export function useModeratorDashboard(period: DashboardPeriod) {
  return useKeptWhileFetching(useHttpResource<ModeratorDashboard>(`/moderator/dashboard?days=${period}`, 0));
}

export function useAdminDashboard(period: DashboardPeriod) {
  return useKeptWhileFetching(useHttpResource<AdminDashboard>(`/admin/dashboard?days=${period}`, 0));
}
