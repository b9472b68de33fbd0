import { Button } from 'antd';
import { NoteAlert } from './note-alert';

interface Props {
  /** what could not be loaded, or the server's Vietnamese message */
  message: string;
  /** the server's reason, when `message` says what failed */
  description?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/** A block of a screen that could not load: the server's message and "Thử lại" (antd's Alert, loaded when shown). */
export function LoadError({ message, description, onRetry, retrying, className }: Props) {
  return (
    <NoteAlert
      type="error"
      showIcon
      role="alert"
      title={message}
      description={description}
      className={className}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          Thử lại
        </Button>
      }
    />
  );
}
