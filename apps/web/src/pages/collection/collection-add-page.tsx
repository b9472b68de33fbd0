import { Link } from 'react-router';
import { EmptyPage } from '@/shared/ui/empty-page';

/** `/collection/add`: a new kit for the collection (basic info, condition, images and price). */
export default function CollectionAddPage() {
  return (
    <EmptyPage
      title="Thêm mô hình vào bộ sưu tập"
      description="Thông tin cơ bản, tình trạng và phiên bản, hình ảnh và giá của mô hình."
      emptyText="Chưa có thông tin mô hình nào được nhập"
      action={<Link to="/collection/list">Về bộ sưu tập</Link>}
    />
  );
}
