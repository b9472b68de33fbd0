import { StrictMode, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
// the ES build of the same locale: `antd/locale/vi_VN` re-exports antd's CommonJS `lib` tree
import viVN from 'antd/es/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { Provider } from 'react-redux';
import { isStaff } from '@cho-gundam/contracts/core';
import { PersistGate } from 'redux-persist/integration/react';
import { CartProvider } from '@/features/cart';
import { SessionProvider, useCurrentUser, useSession } from '@/features/session';
import { TOAST_CONFIG } from '@/shared/ui/toast';
import { ToastBridge } from '@/shared/ui/toast-bridge';
import { persistor, store } from './store';
import { theme } from './theme';
import './global.css';

dayjs.locale('vi');

/**
 * The cart follows the session: loaded once the start-up check confirmed someone is signed in.
 * Staff do not shop (they are sent to their back office), so no cart is loaded for them.
 */
function SessionCart({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const user = useCurrentUser();
  const shopper = status === 'ready' && user && !isStaff(user.role) ? user.id : null;
  return <CartProvider userId={shopper}>{children}</CartProvider>;
}

/**
 * Outer → inner: Redux → PersistGate ('Loading Redux...', seed §1) → StrictMode → antd (vi_VN,
 * theme) → antd App (toasts with the seed's defaults) → session → cart → the router (children).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <PersistGate
        loading={
          <div role="status" className="cg-persist-gate">
            Loading Redux...
          </div>
        }
        persistor={persistor}
      >
        <StrictMode>
          <ConfigProvider locale={viVN} theme={theme}>
            <AntApp notification={TOAST_CONFIG}>
              <ToastBridge />
              <SessionProvider>
                <SessionCart>{children}</SessionCart>
              </SessionProvider>
            </AntApp>
          </ConfigProvider>
        </StrictMode>
      </PersistGate>
    </Provider>
  );
}
