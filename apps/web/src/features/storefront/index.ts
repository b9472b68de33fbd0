// The storefront's light pieces. The list's and shop's reads (./list-data) and the heavier
// components are imported by path, so the home page's chunk carries only what it shows.
export * from './filters';
export * from './cart-lines';
export { HOME_GRADES, useHome } from './use-home';
export { KitCard, KitCardSkeleton, KitGrid, type KitCardData } from './components/kit-card';
