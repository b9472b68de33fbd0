import { Button, Table, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { KitThumb } from '@/shared/ui/kit-thumb';
import { KIT_CONDITION_LABELS, KIT_SCALE_LABELS, type KitCard, type KitSort } from '@cho-gundam/contracts';
import { DateTime } from '@/shared/ui/date-time';
import { MoneyText } from '@/shared/ui/money-text';
import { KitStatusTag } from './kit-status-tag';
import '../collection.css';

interface Props {
  kits: KitCard[];
  loading: boolean;
  sort: KitSort;
  onSortChange: (sort: KitSort) => void;
  onOpen: (kit: KitCard) => void;
}

/** The column a server sort belongs to, and its direction (the table only shows what the server did). */
function orderOf(column: 'name' | 'price' | 'created_at', sort: KitSort): SortOrder {
  if (column === 'name') return sort === 'name' ? 'ascend' : null;
  if (column === 'price') return sort === 'price_asc' ? 'ascend' : sort === 'price_desc' ? 'descend' : null;
  return sort === 'newest' ? 'descend' : null;
}

/** Sorting is done by the server over the whole collection, not over the page on screen. */
function sortFromTable(field: unknown, order: SortOrder | undefined): KitSort {
  if (!order) return 'newest';
  if (field === 'name') return 'name';
  if (field === 'price') return order === 'ascend' ? 'price_asc' : 'price_desc';
  return 'newest';
}

/** The "Bảng" view. */
export function KitTable({ kits, loading, sort, onSortChange, onOpen }: Props) {
  const columns: TableProps<KitCard>['columns'] = [
    {
      title: 'Ảnh',
      dataIndex: 'primary_image',
      width: 72,
      render: (_v, k) => <KitThumb src={k.primary_image?.thumb} />,
    },
    {
      title: 'Tên mô hình',
      dataIndex: 'name',
      sorter: true,
      sortOrder: orderOf('name', sort),
      sortDirections: ['ascend'],
      render: (_v, k) => (
        <Button type="link" className="cg-collection-table__name" onClick={() => onOpen(k)}>
          <strong>{k.name}</strong>
          <span>{k.series}</span>
        </Button>
      ),
    },
    { title: 'Phân khúc', dataIndex: 'grade_code', width: 110, render: (_v, k) => <span title={k.grade_name}>{k.grade_code}</span> },
    { title: 'Tỷ lệ', dataIndex: 'scale', width: 100, render: (_v, k) => KIT_SCALE_LABELS[k.scale] },
    { title: 'Tình trạng', dataIndex: 'condition', width: 160, render: (_v, k) => KIT_CONDITION_LABELS[k.condition] },
    {
      title: 'Giá',
      dataIndex: 'price',
      width: 130,
      align: 'right',
      sorter: true,
      sortOrder: orderOf('price', sort),
      render: (_v, k) => (k.price === null ? <span className="cg-collection-muted">Chưa có giá</span> : <MoneyText value={k.price} />),
    },
    { title: 'Trạng thái', dataIndex: 'status', width: 170, render: (_v, k) => <KitStatusTag status={k.status} /> },
    {
      title: 'Ngày thêm',
      dataIndex: 'created_at',
      width: 120,
      sorter: true,
      sortOrder: orderOf('created_at', sort),
      sortDirections: ['descend'],
      render: (_v, k) => <DateTime value={k.created_at} dateOnly />,
    },
  ];
  return (
    <Table<KitCard>
      rowKey="id"
      columns={columns}
      dataSource={kits}
      loading={loading}
      pagination={false}
      scroll={{ x: 960 }}
      showSorterTooltip={{ title: 'Bấm để sắp xếp' }}
      onChange={(_p, _f, sorter) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        onSortChange(sortFromTable(s?.field, s?.order));
      }}
    />
  );
}
