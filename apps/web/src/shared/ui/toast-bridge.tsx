import { useEffect } from 'react';
import { App } from 'antd';
import { bindToast } from './toast';

/** Hands the toast module antd's context-aware instance (theme and Vietnamese locale applied). */
export function ToastBridge() {
  const { notification } = App.useApp();
  useEffect(() => bindToast(notification), [notification]);
  return null;
}
