import type { ReactNode } from 'react';
import { Alert, Modal } from 'antd';
import { useDialogCommand } from './dialog-command';

export interface TradeConfirmDialogProps {
  open: boolean;
  title: string;
  okText: string;
  children: ReactNode;
  /** the request; its Vietnamese refusal stays in the dialog */
  action: () => Promise<unknown>;
  danger?: boolean;
  onClose: () => void;
}

/**
 * The dialog of a trade's confirmed action (trade-confirm.tsx): what will happen, and the server's
 * refusal inside it. Its own module, loaded on the first click: antd's Modal is not part of the
 * trade page's first load (issue 13).
 */
export default function TradeConfirmDialog({ open, title, okText, children, action, danger, onClose }: TradeConfirmDialogProps) {
  const { busy, problem, send } = useDialogCommand();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Quay lại"
      okButtonProps={{ danger }}
      confirmLoading={busy}
      onOk={() => void send(action, onClose)}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
