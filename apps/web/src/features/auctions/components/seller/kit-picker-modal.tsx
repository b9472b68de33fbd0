import { Link } from 'react-router';
import { Button, Empty, Input, Modal, Pagination, Skeleton } from 'antd';
import { KIT_STATUS_LABELS } from '@cho-gundam/contracts';
import { LoadError } from '@/shared/ui/load-error';
import { KitThumb } from '@/shared/ui/kit-thumb';
import type { RequestKit } from './auction-request-modal';
import './seller-auctions.css';

export interface PickerKit extends RequestKit {
  /** "HG · Mobile Suit Gundam SEED" */
  detail: string;
}

interface Props {
  open: boolean;
  kits: PickerKit[];
  loading: boolean;
  /** the list could not be loaded: the server's message */
  error: string | null;
  onRetry: () => void;
  total: number;
  page: number;
  pageSize: number;
  q: string;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  onPick: (kit: PickerKit) => void;
  onClose: () => void;
}

/**
 * "Tạo yêu cầu đấu giá" from the auctions page: the seller picks one of their kits that are in the
 * collection (only those can go up for auction). The page loads the kits (the shop feature's list);
 * this only shows them.
 */
export function KitPickerModal(p: Props) {
  let body;
  if (p.error) body = <LoadError message="Không tải được danh sách mô hình" description={p.error} onRetry={p.onRetry} />;
  else if (p.loading && p.kits.length === 0) body = <Skeleton active avatar={{ shape: 'square' }} paragraph={{ rows: 4 }} />;
  else if (p.kits.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          p.q
            ? `Không có mô hình nào khớp "${p.q}"`
            : `Shop không còn mô hình nào ở trạng thái "${KIT_STATUS_LABELS.in_store}". Hãy thêm mô hình hoặc ngừng bán một sản phẩm.`
        }
      >
        {p.q ? null : <Link to="/shop/management?action=add">Thêm sản phẩm</Link>}
      </Empty>
    );
  } else {
    body = (
      <ul className="cg-kit-picker" aria-label="Mô hình có thể đấu giá" aria-busy={p.loading}>
        {p.kits.map((k) => (
          <li key={k.id} className="cg-kit-picker__item">
            <KitThumb src={k.image} />
            <div className="cg-kit-picker__text">
              <strong>{k.name}</strong>
              <span>{k.detail}</span>
            </div>
            <Button type="primary" ghost size="small" onClick={() => p.onPick(k)} aria-label={`Chọn ${k.name}`}>
              Chọn
            </Button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Modal open={p.open} title="Chọn mô hình để đấu giá" footer={null} onCancel={p.onClose} destroyOnHidden width={600}>
      <Input.Search
        placeholder="Tìm theo tên mô hình"
        allowClear
        defaultValue={p.q}
        onSearch={(v) => p.onSearch(v.trim())}
        aria-label="Tìm mô hình"
        className="cg-kit-picker__search"
      />
      {body}
      {p.total > p.pageSize ? (
        <Pagination
          align="center"
          size="small"
          current={p.page}
          pageSize={p.pageSize}
          total={p.total}
          showSizeChanger={false}
          onChange={p.onPage}
          className="cg-kit-picker__pages"
        />
      ) : null}
    </Modal>
  );
}
