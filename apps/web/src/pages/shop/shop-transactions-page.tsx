import { EmptyPage } from '@/shared/ui/empty-page';

/** `/shop/transition` (the seed's spelling): money the shop received. */
export default function ShopTransactionsPage() {
  return (
    <EmptyPage
      title="Giao dịch"
      description="Tiền vào ví từ các đơn hàng và phiên đấu giá của shop."
      emptyText="Shop chưa có giao dịch nào"
    />
  );
}
