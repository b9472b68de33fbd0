import { act, render, screen, waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { appStore, makeStore, PERSIST_CONFIG } from '@/app/store';
import { persistStorage } from '@/app/persist-storage';
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
    const { store, persistor } = appStore();
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

  it('restores nothing and saves nothing where the browser refuses localStorage, without failing', async () => {
    const refused = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Truy cập bị từ chối', 'SecurityError');
    });
    try {
      await expect(persistStorage.getItem('persist:root')).resolves.toBeNull();
      await expect(persistStorage.setItem('persist:root', '{}')).resolves.toBeUndefined();
      await expect(persistStorage.removeItem('persist:root')).resolves.toBeUndefined();
      const restoring = persistStore(makeStore());
      await waitFor(() => expect(restoring.getState().bootstrapped).toBe(true));
      restoring.pause();
    } finally {
      refused.mockRestore();
    }
  });

  it("reads and writes the same localStorage keys as redux-persist's own engine", async () => {
    await persistStorage.setItem('persist:probe', 'giá trị');
    expect(localStorage.getItem('persist:probe')).toBe('giá trị');
    await expect(persistStorage.getItem('persist:probe')).resolves.toBe('giá trị');
    await persistStorage.removeItem('persist:probe');
    expect(localStorage.getItem('persist:probe')).toBeNull();
  });
});
