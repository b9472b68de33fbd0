import { act, render, screen, waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { makeStore, PERSIST_CONFIG, persistor, store } from '@/app/store';
import { login } from '@/features/session';
import { makeUser } from './support';

describe('persisted state (seed §3, §4, §9)', () => {
  it('shows "Loading Redux..." until the saved state is restored, then the app', async () => {
    // restoration held back until we say so
    const slow = persistStore(makeStore(), { manualPersist: true } as never);
    render(
      <AppProviders persistor={slow}>
        <p>ứng dụng</p>
      </AppProviders>,
    );
    expect(screen.getByText('Loading Redux...')).toBeTruthy();
    expect(screen.queryByText('ứng dụng')).toBeNull();
    act(() => slow.persist());
    expect(await screen.findByText('ứng dụng')).toBeTruthy();
  });

  it('keeps auth, user and exchange (not server caches) in localStorage under root, giving up after 5000 ms', async () => {
    expect(PERSIST_CONFIG).toMatchObject({ key: 'root', whitelist: ['auth', 'user', 'exchange'], timeout: 5000 });
    store.dispatch(
      login({
        user: makeUser('member', 'u1'),
        access_token: 'tok',
        access_token_expires_at: '2026-01-01T00:15:00Z',
      }),
    );
    await persistor.flush();
    await waitFor(() => expect(localStorage.getItem('persist:root')).not.toBeNull());
    const saved = JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'auth', 'exchange', 'user']);
    expect(JSON.parse(saved.auth!)).toMatchObject({ isLoggedIn: true, access_token: 'tok' });
  });
});
