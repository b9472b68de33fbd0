import {
  AuditOutlined,
  DashboardOutlined,
  DollarOutlined,
  FlagOutlined,
  HistoryOutlined,
  ShoppingOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { BackOfficeLayout, type BackOfficeItem } from './back-office-layout';

const ITEMS: BackOfficeItem[] = [
  { label: 'Bảng điều khiển', to: '/moderator/dashboard', icon: <DashboardOutlined /> },
  { label: 'Quản lý người dùng', to: '/moderator/user-management', icon: <TeamOutlined /> },
  { label: 'Quản lý đơn hàng', to: '/moderator/order-management', icon: <ShoppingOutlined /> },
  { label: 'Quản lý trao đổi', to: '/moderator/exchange-management', icon: <SwapOutlined /> },
  { label: 'Quản lý đấu giá', to: '/moderator/auction-management', icon: <AuditOutlined /> },
  { label: 'Giao dịch & rút tiền', to: '/moderator/transaction-management', icon: <DollarOutlined /> },
  { label: 'Báo cáo vi phạm', to: '/moderator/flags', icon: <FlagOutlined /> },
  { label: 'Nhật ký thao tác', to: '/moderator/audit-log', icon: <HistoryOutlined /> },
];

export default function ModeratorLayout() {
  return <BackOfficeLayout area="Kiểm duyệt" items={ITEMS} otherArea={{ label: 'Khu vực quản trị', to: '/admin/dashboard' }} />;
}
