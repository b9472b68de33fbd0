import { AppstoreOutlined, FileTextOutlined, SwapOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { SideNavItem } from '@/features/navigation';
import { AreaLayout } from './area-layout';

const ITEMS: SideNavItem[] = [
  { label: 'Bảng tin trao đổi', icon: <UnorderedListOutlined />, to: '/exchange/list', also: ['/exchange'] },
  { label: 'Gundam để trao đổi', icon: <AppstoreOutlined />, to: '/exchange/manage-gundam' },
  { label: 'Quản lý trao đổi', icon: <SwapOutlined />, to: '/exchange/manage' },
  { label: 'Bài đăng của tôi', icon: <FileTextOutlined />, to: '/exchange/my-post' },
];

/** `/exchange` (feed) and `/exchange/manage-gundam`, with the exchange navigator on the left. */
export default function ExchangeLayout() {
  return <AreaLayout items={ITEMS} label="Trao đổi" />;
}
