import { EmptyPage } from '@/shared/ui/empty-page';

/** `/exchange/manage-gundam`: the member's kits offered for exchange. */
export default function ManageGundamPage() {
  return (
    <EmptyPage
      title="Gundam để trao đổi"
      description="Các mô hình trong bộ sưu tập mà bạn sẵn sàng đem đi trao đổi."
      emptyText="Bạn chưa có mô hình nào sẵn sàng để trao đổi"
    />
  );
}
