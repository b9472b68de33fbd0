import { Link, useNavigate } from 'react-router';
import { AuditOutlined, DeleteOutlined, EditOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { KIT_STATUS_LABELS, type KitDetail, type User } from '@cho-gundam/contracts';
import { useDeleteKitMutation } from '@/features/kits/kits-api';

interface Props {
  kit: KitDetail;
  user: User;
  onDeleted: () => void;
  onPublish: (kit: KitDetail) => void;
  /** "Yêu cầu đấu giá" (sellers): the page opens the request form */
  onRequestAuction: (kit: KitDetail) => void;
}

/**
 * The drawer's buttons for one kit. Only a kit "Trong bộ sưu tập" can be edited, deleted, listed or
 * put up for auction (the server refuses the rest with 409); for the others the drawer says why
 * instead of offering buttons that would fail.
 */
export function CollectionKitActions({ kit, user, onDeleted, onPublish, onRequestAuction }: Props) {
  const { message } = useApp();
  const navigate = useNavigate();
  const [remove, removing] = useDeleteKitMutation();
  const seller = user.role === 'seller';

  if (kit.status !== 'in_store') {
    return (
      <Typography.Text type="secondary">
        {kit.status === 'published' && seller ? (
          <>
            Mô hình đang được đăng bán. Hãy <Link to="/shop/management?status=published">ngừng bán</Link> trước khi chỉnh sửa hoặc xóa.
          </>
        ) : (kit.status === 'pending_auction_approval' || kit.status === 'auctioning') && seller ? (
          <>
            Mô hình đang ở trạng thái "{KIT_STATUS_LABELS[kit.status]}". Xem tại <Link to="/shop/auction-management">Quản lý đấu giá</Link>.
          </>
        ) : (
          'Mô hình đang trong một giao dịch nên tạm thời không thể chỉnh sửa hoặc xóa.'
        )}
      </Typography.Text>
    );
  }

  const onDelete = async () => {
    try {
      await remove({ userId: user.id, kitId: kit.id }).unwrap();
      message.success(`Đã xóa "${kit.name}" khỏi bộ sưu tập`);
      onDeleted();
    } catch (e) {
      message.error((e as { message?: string }).message ?? 'Không xóa được mô hình. Vui lòng thử lại.');
    }
  };

  return (
    <>
      {seller ? (
        <>
          <Button type="primary" icon={<ShopOutlined />} onClick={() => onPublish(kit)}>
            Đăng bán
          </Button>
          <Button icon={<AuditOutlined />} onClick={() => onRequestAuction(kit)}>
            Yêu cầu đấu giá
          </Button>
        </>
      ) : (
        <Typography.Text type="secondary" className="cg-collection-hint">
          Muốn bán mô hình này? <Link to="/register-shop">Đăng ký bán hàng</Link>
        </Typography.Text>
      )}
      <Button icon={<EditOutlined />} onClick={() => navigate(`/collection/add?edit=${kit.id}`)}>
        Chỉnh sửa
      </Button>
      <Popconfirm
        title={`Xóa mô hình "${kit.name}"?`}
        description="Hành động này không thể hoàn tác."
        okText="Xóa"
        cancelText="Hủy"
        okButtonProps={{ danger: true }}
        onConfirm={onDelete}
      >
        <Button danger icon={<DeleteOutlined />} loading={removing.isLoading}>
          Xóa
        </Button>
      </Popconfirm>
    </>
  );
}
