import { notification } from 'antd';
import type { ArgsProps, NotificationConfig, NotificationInstance } from 'antd/es/notification/interface';
import type { Key } from 'react';
import { TOAST } from '@cho-gundam/contracts/core';

/**
 * The one toast module of the web app (seed §8–§9: top right, 4.5 s, 24 px from the edge, stacked
 * from 3 toasts, 384 px wide). `<App notification={TOAST_CONFIG}>` gets the same settings, and
 * <ToastBridge> hands this module the themed instance so code outside React shows the same toasts.
 */
export const TOAST_CONFIG: NotificationConfig = {
  placement: TOAST.placement,
  duration: TOAST.durationSeconds,
  top: TOAST.top,
  bottom: TOAST.bottom,
  stack: { threshold: TOAST.stackThreshold },
};

/** Width is a theme token in antd 6, not a notification option. */
export const TOAST_THEME = { width: TOAST.width } as const;

// the static API is the fallback until the App component mounts (and in unit tests)
notification.config({ placement: TOAST_CONFIG.placement, duration: TOAST_CONFIG.duration, top: TOAST.top, bottom: TOAST.bottom });

let instance: NotificationInstance = notification;

/** Called once by ToastBridge with `App.useApp().notification` (themed, localized). */
export function bindToast(api: NotificationInstance) {
  instance = api;
}

export const toast = {
  success: (args: ArgsProps) => instance.success(args),
  error: (args: ArgsProps) => instance.error(args),
  info: (args: ArgsProps) => instance.info(args),
  warning: (args: ArgsProps) => instance.warning(args),
  open: (args: ArgsProps) => instance.open(args),
  destroy: (key?: Key) => instance.destroy(key),
};
