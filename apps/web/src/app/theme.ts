import type { ThemeConfig } from 'antd';
import { TOAST_THEME } from '@/shared/ui/toast';

/**
 * People who ask their system for less motion get none: dialogs, drawers and menus appear at once
 * instead of zooming in (WCAG 2.3.3). The browser tests ask for it too, so a click is never aimed at
 * a dialog button that is still moving on a busy machine.
 */
const reducedMotion =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** One blue, generous radii, system fonts (no font download on a cold load). */
export const theme: ThemeConfig = {
  token: {
    motion: !reducedMotion,
    colorPrimary: '#1d4ed8',
    colorLink: '#1d4ed8',
    colorBgLayout: '#f4f6fb',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  },
  components: {
    Notification: TOAST_THEME,
    Layout: { headerBg: '#fff', siderBg: '#0f1d3d', triggerBg: '#0b1630' },
    Menu: { darkItemBg: '#0f1d3d', darkSubMenuItemBg: '#0b1630' },
  },
};
