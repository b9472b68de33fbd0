import { useSelector } from 'react-redux';
import {
  AuditOutlined,
  CrownOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import type { SideNavItem } from '@/features/navigation';
import { useCurrentUser } from '@/features/session';
import { sidebarPlanLines } from '@/features/shop/plan-logic';
import { useSellerPlanSync } from '@/features/shop/use-seller-plan-sync';
import { selectSellerPlan, selectShopInfo } from '@/features/shop/user-slice';
import { Label } from '@/shared/ui/tag';
import { AreaLayout } from './area-layout';
import './area-layouts.css';

const ITEMS: SideNavItem[] = [
  { label: 'Bảng điều khiển', icon: <DashboardOutlined />, to: '/shop/dashboard' },
  { label: 'Địa chỉ lấy hàng', icon: <EnvironmentOutlined />, to: '/shop/address' },
  { label: 'Quản lý sản phẩm', icon: <TagsOutlined />, to: '/shop/management' },
  { label: 'Giao dịch', icon: <TransactionOutlined />, to: '/shop/transition' },
  { label: 'Quản lý đơn hàng', icon: <ShoppingOutlined />, to: '/shop/order-management' },
  { label: 'Quản lý đấu giá', icon: <AuditOutlined />, to: '/shop/auction-management' },
  { label: 'Báo cáo', icon: <FileSearchOutlined />, to: '/shop/report-management' },
  { label: 'Gói dịch vụ', icon: <CrownOutlined />, to: '/shop/Subscription' },
];

/** `/shop/*`: the seller's shop, plan and quota, and the seller centre's pages. */
export default function ShopLayout() {
  useSellerPlanSync();
  const user = useCurrentUser();
  const shop = useSelector(selectShopInfo);
  const plan = useSelector(selectSellerPlan);
  // refreshed by useSellerPlanSync (GET /shops/me) after every publish, unpublish and plan purchase
  const lines = sidebarPlanLines(plan);
  const shopName = typeof shop?.name === 'string' ? shop.name : typeof shop?.shop_name === 'string' ? shop.shop_name : user?.full_name;
  const header = (
    <div className="cg-area-header cg-area-header--shop">
      <span className="cg-area-header__icon" aria-hidden="true">
        <ShopOutlined />
      </span>
      <div className="cg-area-header__text">
        <strong>{shopName ?? '—'}</strong>
        <span>Gói: {plan?.plan_name ? <Label color="blue">{plan.plan_name}</Label> : '—'}</span>
        <span>Lượt đăng bán: {lines.listings}</span>
        <span>Lượt đấu giá: {lines.auctions}</span>
        {lines.endsAt ? <span>Hết hạn: {lines.endsAt}</span> : null}
      </div>
    </div>
  );
  return <AreaLayout items={ITEMS} header={header} label="Kênh người bán" />;
}
