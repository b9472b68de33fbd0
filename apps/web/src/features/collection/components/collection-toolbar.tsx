import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Segmented, Select } from 'antd';
import { ListSearch } from '@/shared/ui/list-search';
import {
  foldVietnamese,
  KIT_CONDITION_LABELS,
  KIT_CONDITIONS,
  KIT_SCALE_LABELS,
  KIT_SCALES,
  KIT_STATUS_LABELS,
  KIT_STATUSES,
  type KitSort,
} from '@cho-gundam/contracts';
import { clearFilters, isFiltered, withFilter, type CollectionFilters, type CollectionView } from '../collection-filters';
import '../collection.css';

interface Option {
  value: string;
  label: string;
}

interface Props {
  filters: CollectionFilters;
  onChange: (f: CollectionFilters) => void;
  gradeOptions: Option[];
  seriesOptions: Option[];
  catalogLoading?: boolean;
}

export const SORT_LABELS: Record<KitSort, string> = {
  newest: 'Mới thêm gần đây',
  name: 'Tên A → Z',
  price_desc: 'Giá cao → thấp',
  price_asc: 'Giá thấp → cao',
};
const SORT_OPTIONS = (Object.keys(SORT_LABELS) as KitSort[]).map((s) => ({ value: s, label: SORT_LABELS[s] }));
const SCALE_OPTIONS = KIT_SCALES.map((s) => ({ value: s, label: KIT_SCALE_LABELS[s] }));
const CONDITION_OPTIONS = KIT_CONDITIONS.map((c) => ({ value: c, label: KIT_CONDITION_LABELS[c] }));
const STATUS_OPTIONS = KIT_STATUSES.map((s) => ({ value: s, label: KIT_STATUS_LABELS[s] }));
const search = {
  filterOption: (input: string, o?: { label?: unknown }) => foldVietnamese(String(o?.label ?? '')).includes(foldVietnamese(input)),
};

/** Search, five filters, sort and the "Lưới" / "Bảng" switch; every change goes to the URL through `onChange`. */
export function CollectionToolbar({ filters, onChange, gradeOptions, seriesOptions, catalogLoading }: Props) {
  const set = (patch: Partial<CollectionFilters>) => onChange(withFilter(filters, patch));
  return (
    <div className="cg-collection-toolbar" role="search">
      <div className="cg-collection-toolbar__row">
        <ListSearch
          value={filters.q}
          onSearch={(q) => set({ q })}
          placeholder="Tìm theo tên, dòng phim…"
          label="Tìm trong bộ sưu tập"
          className="cg-collection-toolbar__search"
        />
        <Select
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => set({ sort })}
          className="cg-collection-toolbar__sort"
          aria-label="Sắp xếp"
        />
        <Segmented<CollectionView>
          value={filters.view}
          onChange={(view) => onChange({ ...filters, view })}
          options={[
            { value: 'grid', label: 'Lưới', icon: <AppstoreOutlined /> },
            { value: 'table', label: 'Bảng', icon: <TableOutlined /> },
          ]}
          aria-label="Cách hiển thị"
        />
      </div>
      <div className="cg-collection-toolbar__row">
        <Select
          allowClear
          placeholder="Phân khúc"
          value={filters.grade}
          options={gradeOptions}
          loading={catalogLoading}
          onChange={(grade?: string) => set({ grade })}
          showSearch={search}
          className="cg-collection-toolbar__filter"
          aria-label="Lọc theo phân khúc"
        />
        <Select
          allowClear
          placeholder="Tỷ lệ"
          value={filters.scale}
          options={SCALE_OPTIONS}
          onChange={(scale) => set({ scale })}
          className="cg-collection-toolbar__filter"
          aria-label="Lọc theo tỷ lệ"
        />
        <Select
          allowClear
          placeholder="Tình trạng"
          value={filters.condition}
          options={CONDITION_OPTIONS}
          onChange={(condition) => set({ condition })}
          className="cg-collection-toolbar__filter"
          aria-label="Lọc theo tình trạng"
        />
        <Select
          allowClear
          placeholder="Trạng thái"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => set({ status })}
          className="cg-collection-toolbar__filter"
          aria-label="Lọc theo trạng thái"
        />
        <Select
          allowClear
          placeholder="Dòng phim"
          value={filters.series}
          options={seriesOptions}
          loading={catalogLoading}
          onChange={(series?: string) => set({ series })}
          showSearch={search}
          popupMatchSelectWidth={320}
          className="cg-collection-toolbar__filter cg-collection-toolbar__filter--wide"
          aria-label="Lọc theo dòng phim"
        />
        {isFiltered(filters) && (
          <Button
            type="link"
            onClick={() =>
              onChange(clearFilters(filters))
            }
          >
            Xóa bộ lọc
          </Button>
        )}
      </div>
    </div>
  );
}
