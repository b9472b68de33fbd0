import type { SellerDashboard } from '@cho-gundam/contracts';
import { useHttpResource } from '@/shared/hooks/use-http-resource';

/**
 * The shop dashboard's figures, read with the shell's HTTP client (issue 13: the seller centre's first
 * page does not wait for RTK Query's runtime). Asked for again on every visit: they move with each
 * publish, sale or view.
 */
export const useSellerDashboard = () => useHttpResource<SellerDashboard>('/sellers/me/dashboard', 0);

export const totalPublished = (recent: SellerDashboard['recent_published']) => recent.reduce((s, r) => s + r.count, 0);

/** "Sản phẩm được xem nhiều nhất": only kits someone actually viewed (a list of zeros says nothing). */
export function viewBars(top: SellerDashboard['views_top']) {
  return top.filter((k) => k.view_count > 0).map((k) => ({ label: k.name, value: k.view_count }));
}

/** The plan donut: listings used vs still free; an unlimited plan has no "free" share to draw. */
export function planSlices(used: number, max: number | null) {
  const slices = [{ label: 'Đang đăng bán', value: used, color: '#1d4ed8' }];
  if (max !== null) slices.push({ label: 'Còn trống', value: Math.max(0, max - used), color: '#cbd5e1' });
  return slices;
}
