// The dashboards' periods and labels, zod-free (the web's dashboard pages import them from `/core`).

/** The chart periods a dashboard offers, in Vietnamese days ending today. */
export const DASHBOARD_PERIODS = ['7', '30', '90'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Vietnamese names of the order types (checkout, auction payment, exchange parcels). */
export const DASHBOARD_ORDER_TYPE_LABELS: Record<'regular' | 'auction' | 'exchange', string> = {
  regular: 'Mua bán',
  auction: 'Đấu giá',
  exchange: 'Trao đổi',
};
