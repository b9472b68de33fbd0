import { EmptyPage } from '@/shared/ui/empty-page';

/** `/shop/Subscription`: the seller's plan and quota. */
export default function ShopSubscriptionPage() {
  return (
    <EmptyPage
      title="Gói dịch vụ"
      description="Gói đang dùng, số lượt đăng bán và đấu giá, gia hạn hoặc nâng cấp."
      emptyText="Chưa có thông tin gói dịch vụ của shop"
    />
  );
}
