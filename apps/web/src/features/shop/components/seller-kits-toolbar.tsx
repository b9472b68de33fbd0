import type { ReactNode } from 'react';
import type { KitSort } from '@cho-gundam/contracts';
import { KitFilterToolbar } from '@/shared/ui/kit-filter-toolbar';
import { sellerFiltered, SELLER_DEFAULTS, type SellerKitsFilters } from '../seller-kits-filters';

interface Props {
  filters: SellerKitsFilters;
  onChange: (f: SellerKitsFilters) => void;
  gradeOptions: { value: string; label: string }[];
  /** "Thêm sản phẩm" */
  action: ReactNode;
}

const SORTS: { value: KitSort; label: string }[] = [
  { value: 'newest', label: 'Mới nhất' },
  { value: 'price_asc', label: 'Giá thấp → cao' },
  { value: 'price_desc', label: 'Giá cao → thấp' },
  { value: 'name', label: 'Tên A → Z' },
];

/** "Xóa bộ lọc": the filters and the search off; the sort and the page size stay. */
const cleared = (f: SellerKitsFilters): SellerKitsFilters => ({ ...SELLER_DEFAULTS, page_size: f.page_size, sort: f.sort });

/** Search (accent-insensitive on the server: "mo hinh" finds "mô hình"), three filters and the sort. */
export function SellerKitsToolbar({ filters, onChange, gradeOptions, action }: Props) {
  return (
    <KitFilterToolbar
      layout="inline"
      filters={filters}
      onChange={onChange}
      show={['status', 'grade', 'condition']}
      search={{ placeholder: 'Tìm sản phẩm theo tên, dòng phim…', label: 'Tìm sản phẩm' }}
      sorts={SORTS}
      gradeOptions={gradeOptions}
      filtered={sellerFiltered(filters)}
      cleared={cleared}
      extra={action}
    />
  );
}
