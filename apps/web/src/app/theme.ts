import type { ThemeConfig } from 'antd';
import { TOAST_THEME } from '@/shared/ui/toast';
import { BRAND_TOKEN } from './brand-token';

/**
 * People who ask their system for less motion get none: dialogs, drawers and menus appear at once
 * instead of zooming in (WCAG 2.3.3). The browser tests ask for it too, so a click is never aimed at
 * a dialog button that is still moving on a busy machine.
 */
const reducedMotion =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The brand's seed (brand-token.ts) and component tokens. The app hands antd its algorithm with it
 * (providers.tsx, `brandAlgorithm`): the same map tokens, written down ahead of time.
 */
export const theme: ThemeConfig = {
  token: { motion: !reducedMotion, ...BRAND_TOKEN },
  // The class that scopes antd's CSS variables, named here instead of by React's useId (antd's
  // default), so that the build can write antd's token down under the key the browser will look it
  // up by (app/antd-token.ts)
  cssVar: { key: 'css-var-cg' },
  components: {
    Notification: TOAST_THEME,
    Layout: { headerBg: '#fff', siderBg: '#0f1d3d', triggerBg: '#0b1630' },
    Menu: { darkItemBg: '#0f1d3d', darkSubMenuItemBg: '#0b1630' },
  },
};
