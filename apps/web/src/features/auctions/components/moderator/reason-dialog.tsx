import { useId, useRef, useState, type ReactNode } from 'react';
import { Alert, Input, Modal } from 'antd';
import { Typography } from '@/shared/ui/typography';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { AUCTION_RULES } from '@cho-gundam/contracts';
import { reasonError } from '../../moderation-logic';
import { useActionSubmit } from './action-submit';

interface Props {
  title: string;
  /** what is being decided (the kit, the seller…) */
  intro: ReactNode;
  /** a warning above the reason (cancel: every deposit is released) */
  warning?: ReactNode;
  label: string;
  placeholder: string;
  okText: string;
  success: string;
  send: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** the list was out of date: read it again */
  onStale: () => void;
}

/**
 * A decision with a required reason (reject a request, cancel an auction): the reason field has the
 * focus, Enter submits (Shift+Enter for a new line), the shared contract's message shows once the
 * moderator tried, and the server's refusal stays in the dialog.
 */
export function ReasonDialog({ title, intro, warning, label, placeholder, okText, success, send, onClose, onStale }: Props) {
  const id = useId();
  const box = useRef<TextAreaRef>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { problem, busy, run } = useActionSubmit({ onClose, onStale, success });
  const error = reasonError(reason);
  const submit = () => {
    setTried(true);
    if (error) return;
    void run(() => send(reason.trim()));
  };
  const shown = tried && error;

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="Quay lại"
      okButtonProps={{ danger: true }}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      // the reason field keeps the focus once the dialog has opened (the dialog may take it for itself)
      afterOpenChange={(open) => {
        if (open) box.current?.focus();
      }}
      destroyOnHidden
    >
      <div style={{ marginBottom: 12 }}>{intro}</div>
      {warning ? <Alert type="warning" showIcon role="note" title={warning} style={{ marginBottom: 12 }} /> : null}
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {label} <Typography.Text type="secondary">(tối thiểu {AUCTION_RULES.rejectReasonMin} ký tự)</Typography.Text>
      </label>
      <Input.TextArea
        ref={box}
        id={id}
        autoFocus
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
        rows={3}
        maxLength={500}
        showCount
        placeholder={placeholder}
        status={shown ? 'error' : undefined}
        aria-invalid={!!shown}
        aria-describedby={shown ? `${id}-error` : undefined}
      />
      {shown ? (
        <Typography.Text type="danger" role="alert" id={`${id}-error`}>
          {error}
        </Typography.Text>
      ) : null}
      {problem ? <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
