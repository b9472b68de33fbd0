import { Link } from 'react-router';
import { Alert } from 'antd';
import type { ApiError } from '@/shared/api/base-api';

/** The server's refusal as it worded it; an unverified phone gets the way to verify it. */
export function BoardRefusal({ error }: { error: ApiError | null }) {
  if (!error) return null;
  const fields = (error.details as { fields?: { field?: string }[] } | null)?.fields ?? [];
  const phone = fields.some((f) => f.field === 'phone_number');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={error.message}
      action={phone ? <Link to="/member/profile/account">Xác thực số điện thoại</Link> : undefined}
      style={{ marginTop: 8 }}
    />
  );
}
