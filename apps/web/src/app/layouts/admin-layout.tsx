import { AppstoreOutlined, DashboardOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { BackOfficeLayout, type BackOfficeItem } from './back-office-layout';

// the admin menu reads exactly "Tổng quan", "Nhân viên", "Gói dịch vụ", "Cài đặt" (issue 11); an admin
// can do everything a moderator can (product.md §1): the moderation area is one click away in the header
const ITEMS: BackOfficeItem[] = [
  { label: 'Tổng quan', to: '/admin/dashboard', icon: <DashboardOutlined /> },
  { label: 'Nhân viên', to: '/admin/staff', icon: <TeamOutlined /> },
  { label: 'Gói dịch vụ', to: '/admin/plans', icon: <AppstoreOutlined /> },
  { label: 'Cài đặt', to: '/admin/settings', icon: <SettingOutlined /> },
];

export default function AdminLayout() {
  return <BackOfficeLayout area="Quản trị" items={ITEMS} otherArea={{ label: 'Khu vực kiểm duyệt', to: '/moderator/dashboard' }} />;
}
