/**
 * The formatter and parser of an antd InputNumber for đồng, grouped as Vietnamese read it
 * (1.250.000): digits only, and an emptied box stays empty (null), not 0.
 */
export const GROUPED_DONG = {
  formatter: (v: number | string | undefined) => (v === undefined || v === '' ? '' : String(v).replace(/\B(?=(\d{3})+(?!\d))/g, '.')),
  parser: (v: string | undefined) => {
    const d = (v ?? '').replace(/\D/g, '');
    return (d === '' ? '' : Number(d)) as number;
  },
};
