import { Button } from 'antd';
import { HIDDEN_CONTENT_MESSAGE } from '@cho-gundam/contracts/core';
import { PageResult } from '@/shared/ui/page-result';

/** What a listing or auction a moderator hid shows instead of its page (the server answers 410 `content_hidden`). */
export function HiddenContent({ what, backLabel, onBack }: { what: string; backLabel: string; onBack: () => void }) {
  return (
    <PageResult
      status="warning"
      title={<h1 style={{ margin: 0, fontSize: 24 }}>{HIDDEN_CONTENT_MESSAGE}</h1>}
      subTitle={`${what} này đã bị ban quản trị ẩn do vi phạm quy định của Chợ Gundam.`}
      extra={
        <Button type="primary" onClick={onBack}>
          {backLabel}
        </Button>
      }
    />
  );
}

/** Whether an RTK Query error is the server's "Nội dung đã bị ẩn". */
export function isHiddenError(error: unknown): boolean {
  return (
    !!error &&
    typeof error === 'object' &&
    (('code' in error && error.code === 'content_hidden') || ('status' in error && error.status === 410))
  );
}
