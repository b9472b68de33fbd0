import { ManageGundamView } from '@/features/exchange/components/manage-gundam-view';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { PageHeading } from '@/shared/ui/page-heading';

const DESCRIPTION =
  'Mô hình của bạn đang nằm trong bài đăng, đề nghị hoặc giao dịch trao đổi; khi chúng kết thúc, mô hình trở về bộ sưu tập.';

/** `/exchange/manage-gundam`: my kits offered for exchange and which post, offer or trade holds each (`?page=`). */
export default function ManageGundamPage() {
  const { params, update } = useQueryParams();
  const page = Number(params.get('page'));
  return (
    <section className="cg-page">
      <PageHeading title="Gundam để trao đổi" description={DESCRIPTION} />
      <ManageGundamView page={Number.isInteger(page) && page > 0 ? page : 1} onPage={(p) => update({ page: p === 1 ? null : p })} />
    </section>
  );
}
