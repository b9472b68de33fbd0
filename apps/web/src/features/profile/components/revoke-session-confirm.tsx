import { useState, type ReactElement } from 'react';
import { Popconfirm } from 'antd';

/**
 * "Đăng xuất thiết bị này?" around a session's "Đăng xuất" button: loaded with the button's first
 * click (sessions-card.tsx, shared/ui/open-on-first-click.tsx), and open from then.
 */
export default function RevokeSessionConfirm({ onConfirm, children }: { onConfirm: () => void; children: ReactElement }) {
  const [open, setOpen] = useState(true);
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title="Đăng xuất thiết bị này?"
      description="Thiết bị sẽ phải đăng nhập lại để tiếp tục sử dụng."
      okText="Đăng xuất"
      cancelText="Hủy"
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
