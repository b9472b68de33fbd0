import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import type { Role, User } from '@cho-gundam/contracts';
import { updateUser } from '@/app/slices/auth-slice';
import { makeStore } from '@/app/store';
import { CartProvider } from '@/features/cart';
import { SessionContext, type SessionValue } from '@/features/session/session-context';

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

/** The app's providers with a chosen person signed in (or a guest) and the session check done. */
export function TestProviders({ user, session, children }: { user?: User | null; session?: Partial<SessionValue>; children: ReactNode }) {
  const store = makeStore();
  if (user) store.dispatch(updateUser(user));
  const value: SessionValue = { status: 'ready', signedOutFrom: null, signOut: vi.fn(async () => {}), ...session };
  return (
    <Provider store={store}>
      <ConfigProvider>
        <AntApp>
          <SessionContext.Provider value={value}>
            <CartProvider userId={null}>{children}</CartProvider>
          </SessionContext.Provider>
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}

/** Every call answers 404 unless a test says otherwise: pages render their empty states. */
export function stubFetch404() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: { code: 'not_found', message: 'Không tìm thấy' } }), { status: 404 })),
  );
}
