import { Select } from 'antd';
import type { StorefrontSort } from '@cho-gundam/contracts';
import { SORT_LABELS, STOREFRONT_SORTS } from '../filters';

/** "Sắp xếp: Mới nhất / Giá tăng dần / Giá giảm dần" (the product list and the shop page). */
export function SortSelect({ value, onChange }: { value: StorefrontSort; onChange: (sort: StorefrontSort) => void }) {
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: '#5b6478' }}>
      <span>Sắp xếp:</span>
      <Select<StorefrontSort>
        value={value}
        onChange={onChange}
        options={STOREFRONT_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        style={{ width: 150 }}
        aria-label="Sắp xếp"
      />
    </label>
  );
}
