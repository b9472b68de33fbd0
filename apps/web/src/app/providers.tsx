import { StrictMode, type ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider, type ThemeConfig } from 'antd';
import IconContext from '@ant-design/icons/es/components/Context';
// the ES build of the same locale: `antd/locale/vi_VN` re-exports antd's CommonJS `lib` tree
import viVN from 'antd/es/locale/vi_VN';
import { Provider } from 'react-redux';
import { isStaff } from '@cho-gundam/contracts/core';
import { CartProvider } from '@/features/cart';
import { SessionProvider, useCurrentUser, useSession } from '@/features/session';
import { AppFeedbackProvider } from '@/shared/ui/app-feedback';
import type { Persistor } from 'redux-persist';
import { antdStyleCache } from './antd-style-cache';
import { PersistGate } from './persist-gate';
import { appStore, SESSION_RESTORERS, type AppStore } from './store';
import { theme } from './theme';
import { brandAlgorithm } from './theme-algorithm';
import './global.css';

// antd's default algorithm with its answer for the brand's seed written down (theme-algorithm.ts).
// Kept out of theme.ts, which the build also reads in Node (apps/web/antd-first-screen.ts), where
// antd's ES files cannot be imported; the tokens, and so the styles, are the same either way.
const appTheme: ThemeConfig = { ...theme, algorithm: brandAlgorithm };

// toasts, messages and confirm dialogs use antd's static API (loaded on first use, see
// shared/ui/app-feedback.tsx): render them inside the same theme and Vietnamese locale
ConfigProvider.config({
  holderRender: (children) => (
    <StyleProvider cache={antdStyleCache}>
      <ConfigProvider locale={viVN} theme={appTheme}>
        {children}
      </ConfigProvider>
    </StyleProvider>
  ),
});

// antd's ConfigProvider already puts the icons' base styles in the page (its IconStyle). Without this,
// every icon drawn also looked through the page's style tags for its own copy of them after the
// commit: about a quarter of the home page's first effects task in a trace (issue 13). antd does the
// same when it draws its styles in a cascade layer. Toasts drawn by antd's static API (holderRender
// above) still look once: they are rare and come after the first screen.
const ICONS_STYLED_BY_ANTD = { zeroRuntime: true };

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
 * Outer → inner: Redux → PersistGate ('Loading Redux...', seed §1) → StrictMode → antd's style cache
 * (antd-style-cache.ts) → antd (vi_VN,
 * theme; icons styled by it) → toasts and messages (antd's App context, seed defaults) → session → cart → the router (children).
 */
export function AppProviders({
  children,
  store = appStore().store,
  persistor = appStore().persistor,
}: {
  children: ReactNode;
  store?: AppStore;
  persistor?: Persistor;
}) {
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
          <StyleProvider cache={antdStyleCache}>
            <ConfigProvider locale={viVN} theme={appTheme}>
              <IconContext.Provider value={ICONS_STYLED_BY_ANTD}>
                <AppFeedbackProvider>
                  <SessionProvider restorers={SESSION_RESTORERS}>
                    <SessionCart>{children}</SessionCart>
                  </SessionProvider>
                </AppFeedbackProvider>
              </IconContext.Provider>
            </ConfigProvider>
          </StyleProvider>
        </StrictMode>
      </PersistGate>
    </Provider>
  );
}
