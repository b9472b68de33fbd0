import type { ReactNode } from 'react';
import { App } from 'antd';
import EsAppContext from 'antd/es/app/context';

/**
 * antd's `<App>` for the unit tests. The tests load antd's CommonJS build (`antd` resolves to its
 * `lib`), while the screens read the message, toast and modal API from the context of antd's ES
 * modules (`useApp` in shared/ui/app-feedback.tsx, as the app's build resolves antd). This hands the
 * test App's API to that context as well, so a screen's confirm dialog or toast renders in the test.
 */
export function TestApp({ children }: { children: ReactNode }) {
  return (
    <App>
      <EsAppBridge>{children}</EsAppBridge>
    </App>
  );
}

function EsAppBridge({ children }: { children: ReactNode }) {
  const api = App.useApp();
  return <EsAppContext.Provider value={api}>{children}</EsAppContext.Provider>;
}
