import { useSelector } from 'react-redux';
import { Result } from 'antd';
import { AddressBook } from '@/features/addresses/components/address-book';
import { selectStoredUser } from '@/features/session';
import { usePageTitle } from '@/shared/hooks/use-page-title';

/** /member/profile/address-setting */
export default function AddressSettingPage() {
  const user = useSelector(selectStoredUser);
  usePageTitle('Địa chỉ của tôi');
  if (!user) return <Result status="403" title="Bạn chưa đăng nhập" subTitle="Vui lòng đăng nhập để quản lý sổ địa chỉ." />;
  return <AddressBook user={user} />;
}
