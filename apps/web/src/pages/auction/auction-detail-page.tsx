import { Link } from 'react-router';
import { EmptyPage } from '@/shared/ui/empty-page';

/** `/auction/:auctionID`: one auction, its bids and its countdown. */
export default function AuctionDetailPage() {
  return (
    <EmptyPage
      title="Chi tiết phiên đấu giá"
      description="Thông tin mô hình, giá hiện tại, lịch sử đặt giá và thời gian còn lại."
      emptyText="Không tìm thấy phiên đấu giá này"
      action={<Link to="/auction">Xem các phiên đấu giá khác</Link>}
    />
  );
}
