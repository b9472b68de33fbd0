import { useContext, type ReactNode } from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import { MESSAGE_CONFIG, toast } from './toast';

/**
 * Stands in for antd's `<App>`: it provides the same context, which every page reads with `useApp()`
 * below, but the message, toast and modal code is downloaded on first use instead of with
 * the first page (antd's `<App>` builds all three up front: ~25 KB gzip of the home page's budget).
 * Calls return nothing (nobody here uses the close handles antd would return).
 */
function lazyStatic<T extends object>(load: () => Promise<Record<string, unknown>>): T {
  return new Proxy({} as T, {
    get:
      (_target, method: string) =>
      (...args: unknown[]) =>
        void load().then((api) => (api[method] as (...a: unknown[]) => unknown)(...args)),
  });
}

const value: useAppProps = {
  message: lazyStatic(() =>
    import('antd/es/message').then((m) => {
      m.default.config(MESSAGE_CONFIG);
      return m.default as unknown as Record<string, unknown>;
    }),
  ),
  notification: toast as unknown as useAppProps['notification'],
  modal: lazyStatic(() => import('antd/es/modal').then((m) => m.default as unknown as Record<string, unknown>)),
};

export function AppFeedbackProvider({ children }: { children: ReactNode }) {
  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}

/**
 * antd's `App.useApp()` without importing antd's `App`: that module builds the message, toast and
 * modal hooks as it loads (~16 KB gzip on every page that asked for them, sign-in among them).
 */
export function useApp(): useAppProps {
  return useContext(AppContext);
}
