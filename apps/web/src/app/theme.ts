import type { ThemeConfig } from 'antd';
import { TOAST_THEME } from '@/shared/ui/toast';

/** One blue, generous radii, system fonts (no font download on a cold load). */
export const theme: ThemeConfig = {
  token: {
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
