import { Link } from 'react-router';
import { EmptyPage } from '@/shared/ui/empty-page';

/** `/exchange/detail/:id`: one exchange between two members, step by step. */
export default function ExchangeDetailPage() {
  return (
    <EmptyPage
      title="Chi tiết trao đổi"
      description="Các mô hình hai bên trao đổi, địa chỉ giao nhận, phí vận chuyển và tiến trình."
      emptyText="Không tìm thấy cuộc trao đổi này"
      action={<Link to="/exchange/manage">Về trang quản lý trao đổi</Link>}
    />
  );
}
