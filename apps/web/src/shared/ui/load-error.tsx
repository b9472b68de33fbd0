import { NoteAlert } from './note-alert';
import { PlainButton } from './plain-button';

interface Props {
  /** what could not be loaded, or the server's Vietnamese message */
  message: string;
  /** the server's reason, when `message` says what failed */
  description?: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/**
 * A block of a screen that could not load: the server's message and "Thử lại" (antd's Alert, loaded
 * when shown; the button is PlainButton, antd's Button look without antd's Button code).
 */
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
        <PlainButton size="small" onClick={onRetry} loading={retrying}>
          Thử lại
        </PlainButton>
      }
    />
  );
}
