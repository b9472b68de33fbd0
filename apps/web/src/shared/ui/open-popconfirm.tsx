import { useState, type ReactElement, type ReactNode } from 'react';
import { Popconfirm } from 'antd';

export interface ConfirmText {
  /** the question ("Xóa sản phẩm khỏi giỏ hàng?") */
  title: string;
  description?: ReactNode;
  /** the red button that does it */
  okText: string;
}

/**
 * antd's Popconfirm for a destructive action, open as it mounts: the lazily loaded half of
 * ConfirmOnFirstClick (confirm-on-first-click.tsx), mounted by the trigger's first click.
 */
export default function OpenPopconfirm({
  title,
  description,
  okText,
  onConfirm,
  children,
}: ConfirmText & { onConfirm: () => void; children: ReactElement }) {
  const [open, setOpen] = useState(true);
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      okText={okText}
      cancelText="Hủy"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
