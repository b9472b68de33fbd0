import type { SellerDashboard } from '@cho-gundam/contracts';

/** "2026-11-05" → "05/11" (the chart's axis) and "05/11/2026" (its hover text). */
export function dayLabels(isoDay: string): { short: string; long: string } {
  const [y, m, d] = isoDay.split('-');
  if (!y || !m || !d) return { short: isoDay, long: isoDay };
  return { short: `${d}/${m}`, long: `${d}/${m}/${y}` };
}

/** "Sản phẩm đăng bán 30 ngày qua": one bar per day, oldest first, as the server sends them. */
export function publishedBars(recent: SellerDashboard['recent_published']) {
  return recent.map((r) => {
    const { short, long } = dayLabels(r.date);
    return { label: short, value: r.count, title: `${long}: ${r.count} sản phẩm được đăng bán` };
  });
}

export const totalPublished = (recent: SellerDashboard['recent_published']) => recent.reduce((s, r) => s + r.count, 0);

/** "Sản phẩm được xem nhiều nhất": only kits someone actually viewed (a list of zeros says nothing). */
export function viewBars(top: SellerDashboard['views_top']) {
  return top
    .filter((k) => k.view_count > 0)
    .map((k) => ({ label: k.name, value: k.view_count, valueText: `${k.view_count.toLocaleString('vi-VN')} lượt` }));
}

/** The plan donut: listings used vs still free; an unlimited plan has no "free" share to draw. */
export function planSlices(used: number, max: number | null) {
  const slices = [{ label: 'Đang đăng bán', value: used, color: '#1d4ed8' }];
  if (max !== null) slices.push({ label: 'Còn trống', value: Math.max(0, max - used), color: '#cbd5e1' });
  return slices;
}
