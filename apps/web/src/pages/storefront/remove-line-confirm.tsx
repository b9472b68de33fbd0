import { useState, type ReactElement } from 'react';
import { Popconfirm } from 'antd';

/** "Xóa sản phẩm khỏi giỏ hàng?": loaded on the first click of a line's "Xóa", and open from then. */
export default function RemoveLineConfirm({
  kitName,
  onRemove,
  children,
}: {
  kitName: string;
  onRemove: () => void;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(true);
  return (
    <Popconfirm
      title="Xóa sản phẩm khỏi giỏ hàng?"
      description={kitName}
      okText="Xóa"
      cancelText="Hủy"
      okButtonProps={{ danger: true }}
      onConfirm={onRemove}
      open={open}
      onOpenChange={setOpen}
    >
      {children}
    </Popconfirm>
  );
}
