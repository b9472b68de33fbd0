import { AppstoreOutlined, TableOutlined } from '@ant-design/icons';
import { Segmented } from '@/shared/ui/segmented';
import type { KitSort } from '@cho-gundam/contracts';
import { KitFilterToolbar } from '@/shared/ui/kit-filter-toolbar';
import { clearFilters, isFiltered, type CollectionFilters, type CollectionView } from '../collection-filters';

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

/**
 * Search, five filters, sort and the "Lưới" / "Bảng" switch; every change goes to the URL through `onChange`.
 * The switch is shared/ui's Segmented (antd's look without its code, issue 13).
 */
export function CollectionToolbar({ filters, onChange, gradeOptions, seriesOptions, catalogLoading }: Props) {
  return (
    <KitFilterToolbar
      layout="stacked"
      filters={filters}
      onChange={onChange}
      show={['grade', 'scale', 'condition', 'status', 'series']}
      search={{ placeholder: 'Tìm theo tên, dòng phim…', label: 'Tìm trong bộ sưu tập' }}
      sorts={SORT_OPTIONS}
      gradeOptions={gradeOptions}
      seriesOptions={seriesOptions}
      catalogLoading={catalogLoading}
      searchCatalog
      filtered={isFiltered(filters)}
      cleared={clearFilters}
      extra={
        <Segmented<CollectionView>
          value={filters.view}
          onChange={(view) => onChange({ ...filters, view })}
          options={[
            { value: 'grid', label: 'Lưới', icon: <AppstoreOutlined /> },
            { value: 'table', label: 'Bảng', icon: <TableOutlined /> },
          ]}
          aria-label="Cách hiển thị"
        />
      }
    />
  );
}
