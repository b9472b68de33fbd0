import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { LoadError } from '@/shared/ui/load-error';
import { PageEmpty } from '@/shared/ui/page-empty';
import { PlainButton } from '@/shared/ui/plain-button';
import { Label } from '@/shared/ui/tag';
import { ConfirmOnFirstClick } from '@/shared/ui/confirm-on-first-click';
import { TextSkeleton } from '@/shared/ui/text-skeleton';
import type { Session, User } from '@cho-gundam/contracts';
import { formatDateTime } from '@/shared/lib/format';
import { usePending } from '@/shared/hooks/use-pending';
import { revokeSession, useSessions } from '../profile-calls';
import { apiError } from '@/shared/lib/form-helpers';
import { summarizeUserAgent } from '../user-agent';

function SessionRow({ session, userId }: { session: Session; userId: string }) {
  const { message } = useApp();
  const [revoke, revoking] = usePending(revokeSession);
  const device = summarizeUserAgent(session.user_agent);

  const signOut = async () => {
    try {
      await revoke(userId, session.id);
      message.success('Đã đăng xuất thiết bị');
    } catch (e) {
      message.error(apiError(e).message);
    }
  };

  return (
    <Flex component="li" align="center" gap={16} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
      <Typography.Text style={{ fontSize: 24 }} type="secondary">
        {device.mobile ? <MobileOutlined aria-hidden /> : <DesktopOutlined aria-hidden />}
      </Typography.Text>
      <Flex vertical flex={1} style={{ minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong title={session.user_agent ?? undefined}>
            {device.label}
          </Typography.Text>
          {session.current && <Label color="blue">Thiết bị này</Label>}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          IP: {session.ip ?? 'không rõ'} · Hoạt động lần cuối: {formatDateTime(session.last_used_at)} · Đăng nhập lúc:{' '}
          {formatDateTime(session.created_at)}
        </Typography.Text>
      </Flex>
      {!session.current && (
        <ConfirmOnFirstClick
          title="Đăng xuất thiết bị này?"
          description="Thiết bị sẽ phải đăng nhập lại để tiếp tục sử dụng."
          okText="Đăng xuất"
          onConfirm={() => void signOut()}
          trigger={
            <PlainButton danger loading={revoking}>
              Đăng xuất
            </PlainButton>
          }
        />
      )}
    </Flex>
  );
}

/**
 * "Phiên đăng nhập": every device signed in to this account, read on every visit; others can be signed
 * out (the list is read again after each, and after a password change).
 */
export function SessionsCard({ user }: { user: User }) {
  const { currentData: data, error, refetch, isFetching } = useSessions(user.id);
  // the current device first, then the most recently used
  const sessions = [...(data ?? [])].sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at));

  return (
    <Card
      title="Phiên đăng nhập"
      extra={<Typography.Text type="secondary">Các thiết bị đang đăng nhập vào tài khoản của bạn</Typography.Text>}
    >
      {data === undefined && !error ? (
        <TextSkeleton rows={3} />
      ) : data === undefined ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : sessions.length === 0 ? (
        <PageEmpty description="Không có phiên đăng nhập nào" />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Danh sách phiên đăng nhập">
          {sessions.map((s) => (
            <SessionRow key={s.id} session={s} userId={user.id} />
          ))}
        </ul>
      )}
    </Card>
  );
}
