import { DashboardOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import { BackOfficeLayout, type BackOfficeItem } from './back-office-layout';

// an admin can do everything a moderator can (product.md §1): the moderation area is one click away
const ITEMS: BackOfficeItem[] = [
  { label: 'Tổng quan', to: '/admin/dashboard', icon: <DashboardOutlined /> },
  { label: 'Nhân viên', to: '/admin/staff', icon: <TeamOutlined /> },
  { label: 'Khu vực kiểm duyệt', to: '/moderator/dashboard', icon: <SafetyCertificateOutlined /> },
];

export default function AdminLayout() {
  return <BackOfficeLayout area="Quản trị" items={ITEMS} />;
}
