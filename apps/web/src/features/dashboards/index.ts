export { ModeratorDashboardView } from './components/moderator-dashboard';
export { AdminDashboardView, ADMIN_DASHBOARD_POLL_MS } from './components/admin-dashboard';
export { periodFrom } from './dashboard-figures';
