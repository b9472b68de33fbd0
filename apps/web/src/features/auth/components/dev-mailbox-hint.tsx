import { Typography } from '@/shared/ui/typography';

/** Development only (GET /config → dev_mailbox): where the emailed codes can be read. */
export function DevMailboxHint() {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
      Môi trường phát triển: xem mã xác thực tại{' '}
      <a href="/dev/mailbox" target="_blank" rel="noreferrer">
        /dev/mailbox
      </a>
    </Typography.Text>
  );
}
