// The storefront's chrome. SideNav (the areas' left menu) is imported from './side-nav' by the lazy area
// layouts only, so the first page of a visit does not download the menu code.
export { Navbar } from './navbar';
export { SiteFooter } from './site-footer';
export { BrandLogo, BrandMark } from './brand-logo';
export { UserAvatar } from './user-avatar';
export type { SideNavItem } from './side-nav';
export type { UserActionsProps } from './user-actions';
