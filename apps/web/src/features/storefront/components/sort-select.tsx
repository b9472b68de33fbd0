import type { StorefrontSort } from '@cho-gundam/contracts';
import { SORT_LABELS, STOREFRONT_SORTS } from '../filters';
import './sort-select.css';

/**
 * "Sắp xếp: Mới nhất / Giá tăng dần / Giá giảm dần" (the product list and the shop page). A native
 * select drawn like antd's Select when closed: antd's Select (with its virtual list) was 23 KB gzip of
 * these pages' first load for three choices (issue 13), and a phone opens its own picker for a native
 * one, which is easier to use with a thumb than a dropdown.
 */
export function SortSelect({ value, onChange }: { value: StorefrontSort; onChange: (sort: StorefrontSort) => void }) {
  return (
    <label className="cg-sort">
      <span>Sắp xếp:</span>
      <select className="cg-sort__select" value={value} onChange={(e) => onChange(e.target.value as StorefrontSort)} aria-label="Sắp xếp">
        {STOREFRONT_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
