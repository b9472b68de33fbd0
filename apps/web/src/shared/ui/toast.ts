import type { ArgsProps, NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';
import { TOAST } from '@cho-gundam/contracts/core';

/**
 * The one toast module of the web app (seed §8–§9: top right, 4.5 s, 24 px from the edge, stacked
 * from 3 toasts, 384 px wide — the width is a theme token, see app/theme.ts).
 *
 * antd's notification code (~10 KB gzip with its popup helpers) is loaded with the first toast,
 * not with the first page: nothing is shown before something happens. The static API renders inside
 * our ConfigProvider (theme and Vietnamese locale) through `ConfigProvider.config({ holderRender })`,
 * set in app/providers.tsx.
 */
/**
 * The sticky header's height (the storefront navbar's first row, `.cg-navbar__row`, and the back
 * office's `.cg-bo__header`): the cart, bell and account icons live there. Toasts and messages keep
 * the seed's 24 px edge offset from the header's lower edge, so they never cover those icons
 * (issue 14).
 */
export const HEADER_HEIGHT = 64;
export const TOAST_TOP = HEADER_HEIGHT + TOAST.top;

export const TOAST_CONFIG: NotificationConfig = {
  placement: TOAST.placement,
  duration: TOAST.durationSeconds,
  top: TOAST_TOP,
  bottom: TOAST.bottom,
  stack: { threshold: TOAST.stackThreshold },
};

/** antd's messages (top centre): below the header too. */
export const MESSAGE_CONFIG = { top: TOAST_TOP } as const;

/** Width is a theme token in antd 6, not a notification option. */
export const TOAST_THEME = { width: TOAST.width } as const;

let loading: Promise<NotificationInstance> | null = null;
function loadNotification(): Promise<NotificationInstance> {
  loading ??= import('antd/es/notification').then(({ default: notification }) => {
    notification.config(TOAST_CONFIG);
    return notification;
  });
  return loading;
}

type Method = 'success' | 'error' | 'info' | 'warning' | 'open';
/** antd 6 names a toast's heading `title` (`message` is deprecated and warns). */
type ToastArgs = Omit<ArgsProps, 'message'>;
const show = (method: Method) => (args: ToastArgs) => {
  void loadNotification().then((n) => n[method](args));
};

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  open: show('open'),
  destroy: (key?: React.Key) => void loadNotification().then((n) => n.destroy(key)),
};
