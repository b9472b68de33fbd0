/** The storefront's main menu (the original's vocabulary, with real destinations). */
export interface NavLinkItem {
  label: string;
  to: string;
  /** the path prefix that marks this item as current */
  section: string;
}

export const MAIN_NAV: NavLinkItem[] = [
  { label: 'Trang chủ', to: '/', section: '/' },
  { label: 'Sản phẩm Gundam', to: '/product', section: '/product' },
  { label: 'Đấu giá', to: '/auction', section: '/auction' },
  { label: 'Trao đổi', to: '/exchange/list', section: '/exchange' },
  { label: 'Bộ sưu tập', to: '/collection/list', section: '/collection' },
];

export function isCurrentSection(pathname: string, section: string) {
  return section === '/' ? pathname === '/' : pathname === section || pathname.startsWith(`${section}/`);
}
