import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import EsConfigProvider from 'antd/es/config-provider';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Role, User } from '@cho-gundam/contracts';
import { routes } from '@/app/router/routes';
import { theme } from '@/app/theme';
import { makeStore } from '@/app/store';
import { CartProvider } from '@/features/cart';
import { updateUser } from '@/features/session';
import { SessionContext, type SessionValue } from '@/features/session/session-context';
import { TestApp } from './test-app';

// Toasts and messages render through antd's static API (shared/ui/toast.ts, from antd's ES build) in a
// React root of their own. The app gives that root its theme (app/providers.tsx); so do the tests,
// and with it no motion (test/setup.ts asks for reduced motion). With antd's default motion a toast
// destroyed at a file's end stayed "leaving" for a transition jsdom never ends, and its steps and its
// close timer committed after jsdom was gone ("window is not defined", a red CI run).
EsConfigProvider.config({ holderRender: (children) => <EsConfigProvider theme={theme}>{children}</EsConfigProvider> });

export function makeUser(role: Role, id = `user-${role}`): User {
  return {
    id,
    full_name: `Người dùng ${role}`,
    email: `${role}@chogundam.vn`,
    email_verified: true,
    phone_number: null,
    phone_number_verified: false,
    role,
    avatar_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

/** The app's store (its slices, the shared injectable reducer), with a chosen person signed in or none. */
export function makeTestStore(user?: User | null) {
  const store = makeStore();
  if (user) store.dispatch(updateUser(user));
  return store;
}
export type TestStore = ReturnType<typeof makeTestStore>;

/**
 * The app's providers with a chosen person signed in (or a guest) and the session check done; pass
 * `store` (from makeTestStore) to look at the state afterwards.
 */
export function TestProviders({
  user,
  session,
  store: given,
  children,
}: {
  user?: User | null;
  session?: Partial<SessionValue>;
  store?: TestStore;
  children: ReactNode;
}) {
  const store = given ?? makeTestStore(user);
  const value: SessionValue = { status: 'ready', signedOutFrom: null, signOut: vi.fn(async () => {}), ...session };
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <TestApp>
          <SessionContext.Provider value={value}>
            <CartProvider userId={null}>{children}</CartProvider>
          </SessionContext.Provider>
        </TestApp>
      </ConfigProvider>
    </Provider>
  );
}

/**
 * For the whole app's routes: every call answers 404 (pages render their empty states) and the
 * console noise of those failures is muted; undone after each test.
 */
export function setupNotFoundServer() {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { code: 'not_found', message: 'Không tìm thấy' } }), { status: 404 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Opens `path` in the app's real route table, signed in as `user` (or a guest); returns the router. */
export function openRoute(path: string, user: User | null, session: Partial<SessionValue> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders user={user} session={session}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

/**
 * One screen alone under its route `pattern`, opened at `path`, signed in as `user`; returns the
 * router, so a test can read the URL the screen writes (filters, open drawers).
 */
export function openScreen(pattern: string, element: ReactNode, path: string, user: User | null) {
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <TestProviders user={user}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
