import { useSearchParams } from 'react-router';
import { EmptyPage } from '@/shared/ui/empty-page';

/** `/product` (and the navbar search, `?search=`): the kits shops have published. */
export default function ProductListPage() {
  const [params] = useSearchParams();
  const q = params.get('search')?.trim();
  return (
    <EmptyPage
      title="Sản phẩm Gundam"
      description={q ? `Kết quả tìm kiếm cho “${q}”` : 'Mô hình Gundam đang được các shop đăng bán.'}
      emptyText={q ? `Không tìm thấy sản phẩm nào khớp với “${q}”` : 'Chưa có sản phẩm nào được đăng bán'}
    />
  );
}
