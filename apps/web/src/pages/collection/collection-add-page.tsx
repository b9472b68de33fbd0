import { useNavigate } from 'react-router';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import { ButtonLink } from '@/shared/ui/button-link';
import { LoadError } from '@/shared/ui/load-error';
import { KIT_STATUS_LABELS } from '@cho-gundam/contracts/core';
import { useKitDetail } from '@/features/kits/kit-detail-data';
import { KitWizard } from '@/features/kits/wizard/kit-wizard';
import { useCatalog } from '@/features/catalog';
import { useCurrentUser } from '@/features/session';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageResult } from '@/shared/ui/page-result';
import { TextSkeleton } from '@/shared/ui/text-skeleton';

const BACK = '/collection/list';

/** `/collection/add` (new kit) and `/collection/add?edit=<kitId>` (edit one "Trong bộ sưu tập"). */
export default function CollectionAddPage() {
  const user = useCurrentUser()!; // the route is behind RequireSignIn
  const navigate = useNavigate();
  const { params } = useQueryParams();
  const editId = params.get('edit');
  const found = useKitDetail(editId);
  const kit = { ...found, data: found.currentData, isLoading: found.currentData === undefined && found.isFetching };
  const catalog = useCatalog();
  const back = <ButtonLink to={BACK}>Về bộ sưu tập</ButtonLink>;

  const heading = (
    <PageHeading
      title={editId ? 'Chỉnh sửa mô hình' : 'Thêm mô hình vào bộ sưu tập'}
      description="Ba bước: thông tin cơ bản, tình trạng và phiên bản, ảnh và giá."
    />
  );

  if (editId) {
    if (kit.isLoading) {
      return (
        <section className="cg-page">
          {heading}
          <TextSkeleton rows={10} />
        </section>
      );
    }
    if (kit.isError || !kit.data) {
      return (
        <section className="cg-page">
          {heading}
          <LoadError
            message="Không tải được mô hình cần chỉnh sửa"
            description={(kit.error as { message?: string } | undefined)?.message}
            onRetry={() => kit.refetch()}
          />
        </section>
      );
    }
    if (kit.data.owner_id !== user.id) {
      return <PageResult status="403" title="Mô hình này không thuộc bộ sưu tập của bạn" extra={back} />;
    }
    if (kit.data.status !== 'in_store') {
      return (
        <PageResult
          status="warning"
          title="Chưa thể chỉnh sửa mô hình này"
          subTitle={`Mô hình đang ở trạng thái "${KIT_STATUS_LABELS[kit.data.status]}". Chỉ mô hình "${KIT_STATUS_LABELS.in_store}" mới chỉnh sửa được.`}
          extra={back}
        />
      );
    }
  }

  return (
    <section className="cg-page">
      {heading}
      <KitWizard
        // a new wizard for another kit: its values are read once at mount
        key={editId ?? 'new'}
        userId={user.id}
        catalog={catalog}
        kit={editId ? kit.data : undefined}
        onDone={() => navigate(BACK)}
        onCancel={() => navigate(BACK)}
      />
    </section>
  );
}
