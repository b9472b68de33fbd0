import type { ReactNode } from 'react';
import { Alert, Button, Drawer, Skeleton } from 'antd';
import type { OrderDetail } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { useOrderQuery } from '../orders-api';
import { OrderActionButtons } from './order-action-buttons';
import { OrderDetailBody } from './order-detail-body';
import { OrderStatusTag } from './order-status-tag';

interface Props {
  orderId: string | null;
  onClose: () => void;
  /** what staff may do from the drawer (the moderator's complaint decision) */
  staffFooter?: (order: OrderDetail) => ReactNode;
}

/** "Chi tiết đơn hàng": items, money, addresses, the timeline, tracking, packing photos, and what the viewer may do now. */
export function OrderDetailDrawer({ orderId, onClose, staffFooter }: Props) {
  const { data, isLoading, isError, error, refetch, isFetching } = useOrderQuery(orderId ?? '', { skip: !orderId });
  const order = data && data.id === orderId ? data : null;
  const role = order?.viewer_role === 'seller' ? 'seller' : 'buyer';
  return (
    <Drawer
      open={!!orderId}
      onClose={onClose}
      size="large"
      title={order ? `Đơn hàng ${order.code}` : 'Chi tiết đơn hàng'}
      extra={order ? <OrderStatusTag status={order.status} isPackaged={order.is_packaged} /> : null}
      footer={
        !order ? null : order.viewer_role !== 'staff' ? (
          <OrderActionButtons order={order} role={role} actions={order.actions} />
        ) : (
          (staffFooter?.(order) ?? null)
        )
      }
      destroyOnHidden
    >
      {isError ? (
        <Alert
          type="error"
          showIcon
          title="Không tải được đơn hàng"
          description={apiError(error).message}
          action={
            <Button size="small" onClick={() => void refetch()} loading={isFetching}>
              Thử lại
            </Button>
          }
        />
      ) : isLoading || !order ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <OrderDetailBody order={order} />
      )}
    </Drawer>
  );
}
