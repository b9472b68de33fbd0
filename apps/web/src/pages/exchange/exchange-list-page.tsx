import { EmptyPage } from '@/shared/ui/empty-page';

/** `/exchange` and `/exchange/list`: the exchange board. */
export default function ExchangeListPage() {
  return (
    <EmptyPage
      title="Bảng tin trao đổi"
      description="Bài đăng của các thành viên muốn đổi mô hình Gundam với nhau."
      emptyText="Chưa có bài đăng trao đổi nào"
    />
  );
}
