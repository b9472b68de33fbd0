import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import type { OrderActions } from '@cho-gundam/contracts';
import { apiError } from '@/shared/lib/form-helpers';
import { useConfirmOrderMutation, useConfirmReceiptMutation } from '../orders-api';
import { actionButtons, type OrderActionKey } from '../order-logic';
import { CancelModal, ComplaintModal, ComplaintResponseModal, PackModal, type ActionOrder } from './order-dialogs';

interface Props {
  order: ActionOrder;
  role: 'buyer' | 'seller';
  actions: Partial<OrderActions> | null | undefined;
  size?: 'small' | 'middle';
  /** after an action succeeded (e.g. close a drawer, show a message) */
  onDone?: (key: OrderActionKey) => void;
}

/**
 * The buttons of one order, from what the caller may do now, and their dialogs: "Xác nhận đơn",
 * "Đóng gói" (1–5 photos), "Đã nhận hàng", "Khiếu nại" (reason + photos), "Hủy đơn" (the seller must
 * give a reason of ≥ 10 characters). Every refusal is shown with the server's Vietnamese message.
 */
export function OrderActionButtons({ order, role, actions, size = 'middle', onDone }: Props) {
  const { modal, message } = useApp();
  const [open, setOpen] = useState<'cancel' | 'pack' | 'complain' | 'respond_complaint' | null>(null);
  const [confirmOrder, confirming] = useConfirmOrderMutation();
  const [confirmReceipt, receiving] = useConfirmReceiptMutation();
  const buttons = actionButtons(actions);
  if (buttons.length === 0) return null;

  const done = (key: OrderActionKey, text: string) => {
    message.success(text);
    onDone?.(key);
  };

  const onClick = (key: OrderActionKey) => {
    if (key === 'confirm') {
      modal.confirm({
        title: 'Xác nhận đơn hàng',
        content: `Xác nhận đơn ${order.code}? Sau khi xác nhận, hãy đóng gói và tải ảnh đóng gói lên để bàn giao cho đơn vị vận chuyển.`,
        okText: 'Xác nhận',
        cancelText: 'Quay lại',
        onOk: async () => {
          try {
            await confirmOrder(order.id).unwrap();
            done(key, `Đã xác nhận đơn ${order.code}`);
          } catch (e) {
            message.error(apiError(e).message);
          }
        },
      });
    } else if (key === 'confirm_receipt') {
      modal.confirm({
        title: 'Xác nhận đã nhận hàng',
        content:
          'Bạn xác nhận đã nhận được hàng và kiểm tra đầy đủ? Sau khi xác nhận, tiền sẽ được chuyển cho người bán và bạn không thể khiếu nại đơn hàng này nữa.',
        okText: 'Xác nhận đã nhận hàng',
        cancelText: 'Quay lại',
        onOk: async () => {
          try {
            await confirmReceipt(order.id).unwrap();
            done(key, 'Đã xác nhận nhận hàng. Cảm ơn bạn!');
          } catch (e) {
            message.error(apiError(e).message);
          }
        },
      });
    } else {
      setOpen(key);
    }
  };

  return (
    <>
      <Flex gap={8} wrap>
        {buttons.map((b) => (
          <Button
            key={b.key}
            size={size}
            type={b.type}
            danger={b.danger}
            aria-label={b.label}
            loading={(b.key === 'confirm' && confirming.isLoading) || (b.key === 'confirm_receipt' && receiving.isLoading)}
            onClick={() => onClick(b.key)}
          >
            {b.label}
          </Button>
        ))}
      </Flex>
      {open === 'cancel' && (
        <CancelModal order={order} role={role} onClose={() => setOpen(null)} onDone={() => done('cancel', `Đã hủy đơn ${order.code}`)} />
      )}
      {open === 'pack' && (
        <PackModal
          order={order}
          onClose={() => setOpen(null)}
          onDone={() => done('pack', 'Đã đóng gói. Đơn hàng đang chờ bàn giao cho đơn vị vận chuyển.')}
        />
      )}
      {open === 'complain' && (
        <ComplaintModal
          order={order}
          onClose={() => setOpen(null)}
          onDone={() => done('complain', 'Đã gửi khiếu nại. Quản trị viên sẽ xem xét và phản hồi.')}
        />
      )}
      {open === 'respond_complaint' && (
        <ComplaintResponseModal
          order={order}
          onClose={() => setOpen(null)}
          onDone={() => done('respond_complaint', 'Đã gửi phản hồi. Điều hành viên sẽ xem xét cùng khiếu nại.')}
        />
      )}
    </>
  );
}
