import { Link } from 'react-router';
import { EmptyPage } from '@/shared/ui/empty-page';

/** `/collection/list`: every kit the member owns, whatever its status. */
export default function CollectionListPage() {
  return (
    <EmptyPage
      title="Bộ sưu tập"
      description="Tất cả mô hình bạn sở hữu: trong tủ, đang bán, đang đấu giá hoặc đang trao đổi."
      emptyText="Bộ sưu tập của bạn chưa có mô hình nào"
      action={<Link to="/collection/add">Thêm mô hình</Link>}
    />
  );
}
