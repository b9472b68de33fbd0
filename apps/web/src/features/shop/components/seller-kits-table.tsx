import type { ReactNode } from 'react';
import { AuditOutlined, EditOutlined, DeleteOutlined, ShopOutlined, StopOutlined } from '@ant-design/icons';
import { KitThumb } from '@/shared/ui/kit-thumb';
import { Button, Flex, Popconfirm, Table, Tooltip, type TableProps } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import type { SortOrder } from 'antd/es/table/interface';
import { KIT_CONDITION_LABELS, type KitSort, type KitStatus, type SellerKit } from '@cho-gundam/contracts';
import { MoneyText } from '@/shared/ui/money-text';
import { asApiError, useListingActions } from '../use-listing-actions';
import '../shop.css';
import { formatNumber } from '@/shared/lib/format';

interface Props {
  kits: SellerKit[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  sort: KitSort;
  onPageChange: (page: number, pageSize: number) => void;
  onSortChange: (sort: KitSort) => void;
  onPublish: (kit: SellerKit) => void;
  onEdit: (kit: SellerKit) => void;
  onDelete: (kit: SellerKit) => Promise<void>;
  /** "Yêu cầu đấu giá" for a kit in the collection (the page opens the auctions feature's form) */
  onRequestAuction?: (kit: SellerKit) => void;
  deletingId?: string;
  /** how a status is drawn (the page passes the collection's tag, so both screens agree) */
  statusTag: (status: KitStatus) => ReactNode;
}

const orderOf = (column: 'name' | 'price', sort: KitSort): SortOrder =>
  column === 'name' ? (sort === 'name' ? 'ascend' : null) : sort === 'price_asc' ? 'ascend' : sort === 'price_desc' ? 'descend' : null;

/** The shop's products: what each status allows is offered, nothing else. */
export function SellerKitsTable(p: Props) {
  const { message } = useApp();
  const { unpublish, unpublishingId } = useListingActions();

  const stopSelling = async (kit: SellerKit) => {
    try {
      await unpublish(kit.id);
      message.success(`Đã ngừng bán "${kit.name}"`);
    } catch (e) {
      message.error(asApiError(e).message);
    }
  };

  const actions = (k: SellerKit) => {
    if (k.status === 'published') {
      return (
        <Popconfirm
          title="Ngừng bán sản phẩm này?"
          description="Sản phẩm sẽ không còn hiển thị trên cửa hàng."
          okText="Ngừng bán"
          cancelText="Không"
          onConfirm={() => stopSelling(k)}
        >
          <Button size="small" icon={<StopOutlined />} loading={unpublishingId === k.id}>
            Ngừng bán
          </Button>
        </Popconfirm>
      );
    }
    if (k.status !== 'in_store') {
      return <Tooltip title="Sản phẩm đang trong một giao dịch, chưa thể thay đổi.">—</Tooltip>;
    }
    return (
      <Flex gap={4}>
        <Button size="small" type="primary" icon={<ShopOutlined />} onClick={() => p.onPublish(k)}>
          Đăng bán
        </Button>
        {p.onRequestAuction ? (
          <Tooltip title="Yêu cầu đấu giá">
            <Button
              size="small"
              icon={<AuditOutlined />}
              onClick={() => p.onRequestAuction?.(k)}
              aria-label={`Yêu cầu đấu giá ${k.name}`}
            />
          </Tooltip>
        ) : null}
        <Tooltip title="Sửa">
          <Button size="small" icon={<EditOutlined />} onClick={() => p.onEdit(k)} aria-label={`Sửa ${k.name}`} />
        </Tooltip>
        <Popconfirm
          title={`Xóa "${k.name}"?`}
          description="Hành động này không thể hoàn tác."
          okText="Xóa"
          cancelText="Hủy"
          okButtonProps={{ danger: true }}
          onConfirm={() => p.onDelete(k)}
        >
          <Button size="small" danger icon={<DeleteOutlined />} loading={p.deletingId === k.id} aria-label={`Xóa ${k.name}`} title="Xóa" />
        </Popconfirm>
      </Flex>
    );
  };

  const columns: TableProps<SellerKit>['columns'] = [
    {
      title: 'Ảnh',
      dataIndex: 'primary_image',
      width: 64,
      render: (_v, k) => <KitThumb src={k.primary_image?.thumb} />,
    },
    {
      title: 'Tên',
      dataIndex: 'name',
      sorter: true,
      sortDirections: ['ascend'],
      sortOrder: orderOf('name', p.sort),
      render: (_v, k) => (
        <div className="cg-shop-table__name">
          <strong>{k.name}</strong>
          <span>{k.series}</span>
          {k.view_count > 0 && <span>{formatNumber(k.view_count)} lượt xem</span>}
        </div>
      ),
    },
    { title: 'Phân khúc', dataIndex: 'grade_code', width: 72, render: (_v, k) => <span title={k.grade_name}>{k.grade_code}</span> },
    {
      title: 'Giá',
      dataIndex: 'price',
      width: 100,
      align: 'right',
      sorter: true,
      sortOrder: orderOf('price', p.sort),
      render: (_v, k) => (k.price === null ? <span className="cg-shop-muted">Chưa có giá</span> : <MoneyText value={k.price} />),
    },
    { title: 'Tình trạng', dataIndex: 'condition', width: 100, render: (_v, k) => KIT_CONDITION_LABELS[k.condition] },
    { title: 'Trạng thái', dataIndex: 'status', width: 136, render: (_v, k) => p.statusTag(k.status) },
    { title: 'Hành động', key: 'actions', width: 208, render: (_v, k) => actions(k) },
  ];

  return (
    <Table<SellerKit>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={p.kits}
      loading={p.loading}
      scroll={{ x: 852 }}
      showSorterTooltip={{ title: 'Bấm để sắp xếp' }}
      pagination={{
        current: p.page,
        pageSize: p.pageSize,
        total: p.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal: (total, [from, to]) => `${from}–${to} của ${total} sản phẩm`,
      }}
      onChange={(pagination, _f, sorter, extra) => {
        if (extra.action === 'paginate') return p.onPageChange(pagination.current ?? 1, pagination.pageSize ?? p.pageSize);
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        if (!s?.order) return p.onSortChange('newest');
        p.onSortChange(s.field === 'name' ? 'name' : s.order === 'ascend' ? 'price_asc' : 'price_desc');
      }}
    />
  );
}
