import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, type ButtonProps } from 'antd';
import { apiError } from '@/shared/lib/form-helpers';

interface Props {
  label: string;
  title: string;
  okText: string;
  children: ReactNode;
  /** the request; its Vietnamese refusal stays in the dialog */
  action: () => Promise<unknown>;
  buttonProps?: ButtonProps;
  danger?: boolean;
}

/** A button whose action is confirmed in a dialog that says what will happen; a refusal is shown inside it. */
export function TradeConfirmButton({ label, title, okText, children, action, buttonProps, danger }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setOpen(false);
    } catch (err) {
      setProblem(apiError(err).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button danger={danger} {...buttonProps} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={okText}
        cancelText="Quay lại"
        okButtonProps={{ danger }}
        confirmLoading={busy}
        onOk={() => void run()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {children}
        {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} /> : null}
      </Modal>
    </>
  );
}
