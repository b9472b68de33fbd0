import { EmptyPage } from '@/shared/ui/empty-page';

/** `/exchange/my-post`: the member's own posts on the exchange board. */
export default function MyExchangePostsPage() {
  return (
    <EmptyPage
      title="Bài đăng trao đổi của tôi"
      description="Những bài bạn đã đăng lên bảng tin trao đổi và các đề nghị nhận được."
      emptyText="Bạn chưa có bài đăng trao đổi nào"
    />
  );
}
