import { useSelector } from 'react-redux';
import { Flex } from 'antd';
import { ChangePasswordCard } from '@/features/profile/components/change-password-card';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { SessionsCard } from '@/features/profile/components/sessions-card';
import { useMe } from '@/features/profile/profile-calls';
import { selectStoredUser } from '@/features/session';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { Card } from '@/shared/ui/card';
import { PageResult } from '@/shared/ui/page-result';
import { TextSkeleton } from '@/shared/ui/text-skeleton';

/** /member/profile/account */
export default function AccountPage() {
  const storedUser = useSelector(selectStoredUser);
  // fresh from the server on every visit (and copied into the store); the stored user shows meanwhile
  const { currentData: data, isFetching } = useMe(!!storedUser);
  const user = data ?? storedUser;
  const isLoading = isFetching && !data;

  usePageTitle('Tài khoản của tôi');

  if (!user) {
    return isLoading ? (
      <Card aria-busy="true" aria-label="Đang tải tài khoản">
        <TextSkeleton rows={4} />
      </Card>
    ) : (
      // antd's Result (and its illustrations) loads only when there is one to show (issue 13)
      <PageResult status="403" title="Bạn chưa đăng nhập" subTitle="Vui lòng đăng nhập để xem thông tin tài khoản." />
    );
  }
  return (
    <Flex vertical gap={24}>
      <ProfileCard user={user} />
      <ChangePasswordCard user={user} />
      <SessionsCard user={user} />
    </Flex>
  );
}
