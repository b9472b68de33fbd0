import { FlagsQueue } from '@/features/flags/components/moderator/flags-queue';
import { PageHeading } from '@/shared/ui/page-heading';

/** `/moderator/flags`: reports of listings, auctions and users, grouped by what was reported. */
export default function FlagsPage() {
  return (
    <>
      <PageHeading
        title="Báo cáo vi phạm"
        description="Các nội dung bị thành viên báo cáo, gộp theo nội dung. Ẩn, cảnh cáo hoặc khóa tài khoản chủ sở hữu, hoặc bỏ qua; người báo cáo được thông báo kết quả."
      />
      <FlagsQueue />
    </>
  );
}
