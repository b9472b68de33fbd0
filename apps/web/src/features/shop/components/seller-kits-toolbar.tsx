import type { ReactNode } from 'react';
import { Button, Select } from 'antd';
import { ListSearch } from '@/shared/ui/list-search';
import { KIT_CONDITION_LABELS, KIT_CONDITIONS, KIT_STATUS_LABELS, KIT_STATUSES, type KitSort } from '@cho-gundam/contracts';
import { sellerFiltered, SELLER_DEFAULTS, type SellerKitsFilters } from '../seller-kits-filters';
import '../shop.css';

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
const STATUS_OPTIONS = KIT_STATUSES.map((s) => ({ value: s, label: KIT_STATUS_LABELS[s] }));
const CONDITION_OPTIONS = KIT_CONDITIONS.map((c) => ({ value: c, label: KIT_CONDITION_LABELS[c] }));

/** Search (accent-insensitive on the server: "mo hinh" finds "mô hình"), three filters and the sort. */
export function SellerKitsToolbar({ filters, onChange, gradeOptions, action }: Props) {
  const set = (patch: Partial<SellerKitsFilters>) => onChange({ ...filters, ...patch, page: 1 });
  return (
    <div className="cg-shop-toolbar" role="search">
      <ListSearch
        value={filters.q}
        onSearch={(q) => set({ q })}
        placeholder="Tìm sản phẩm theo tên, dòng phim…"
        label="Tìm sản phẩm"
        className="cg-shop-toolbar__search"
      />
      <Select
        allowClear
        placeholder="Trạng thái"
        value={filters.status}
        options={STATUS_OPTIONS}
        onChange={(status) => set({ status })}
        className="cg-shop-toolbar__filter"
        aria-label="Lọc theo trạng thái"
      />
      <Select
        allowClear
        placeholder="Phân khúc"
        value={filters.grade}
        options={gradeOptions}
        onChange={(grade?: string) => set({ grade })}
        className="cg-shop-toolbar__filter"
        aria-label="Lọc theo phân khúc"
      />
      <Select
        allowClear
        placeholder="Tình trạng"
        value={filters.condition}
        options={CONDITION_OPTIONS}
        onChange={(condition) => set({ condition })}
        className="cg-shop-toolbar__filter"
        aria-label="Lọc theo tình trạng"
      />
      <Select
        value={filters.sort}
        options={SORTS}
        onChange={(sort) => set({ sort })}
        className="cg-shop-toolbar__filter"
        aria-label="Sắp xếp"
      />
      {sellerFiltered(filters) && (
        <Button type="link" onClick={() => onChange({ ...SELLER_DEFAULTS, page_size: filters.page_size, sort: filters.sort })}>
          Xóa bộ lọc
        </Button>
      )}
      <span className="cg-shop-toolbar__action">{action}</span>
    </div>
  );
}
