import { Alert } from 'antd';
import type { OrderDetail } from '@cho-gundam/contracts';
import { formatDateTime } from '@/shared/lib/format';

/** The next deadline of the order, said plainly. */
export function OrderDeadlines({ order }: { order: OrderDetail }) {
  if (order.status === 'pending' && order.confirm_deadline) {
    return (
      <Alert
        type="info"
        showIcon
        title={
          order.viewer_role === 'seller'
            ? `Hãy xác nhận đơn trước ${formatDateTime(order.confirm_deadline)}, nếu không đơn sẽ tự động hủy.`
            : `Người bán cần xác nhận trước ${formatDateTime(order.confirm_deadline)}, nếu không đơn sẽ tự động hủy và bạn được hoàn tiền.`
        }
      />
    );
  }
  if (order.status === 'delivered') {
    return (
      <Alert
        type="info"
        showIcon
        title={
          order.viewer_role === 'buyer'
            ? 'Hãy kiểm tra hàng rồi bấm "Đã nhận hàng", hoặc "Khiếu nại" nếu có vấn đề.'
            : 'Đơn hàng đã giao tới người mua.'
        }
        description={
          <>
            {order.complaint_deadline ? <div>Hạn khiếu nại: {formatDateTime(order.complaint_deadline)}</div> : null}
            {order.auto_complete_at ? <div>Đơn tự động hoàn tất lúc {formatDateTime(order.auto_complete_at)}</div> : null}
          </>
        }
      />
    );
  }
  return null;
}
