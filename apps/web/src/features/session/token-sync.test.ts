import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureStore } from '@reduxjs/toolkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { User } from '@cho-gundam/contracts';
import { authSlice, login, logout } from './auth-slice';
import { TOKEN_SYNC_MAX_AGE_MS, watchTokenSync } from './token-sync';

/** A small HTTP peer that records what the token sync sends it. */
let peer: http.Server;
let url = '';
const received: { method: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  peer = http.createServer((req, res) => {
    received.push({ method: req.method!, authorization: req.headers.authorization });
    // the peer may fail: the member's sign-in must not care
    res.writeHead(received.length === 1 ? 500 : 204).end();
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(peer.address() as AddressInfo).port}/token-sync`;
});
afterAll(() => new Promise((resolve) => peer.close(resolve)));

const user = { id: 'u1', email: 'an@example.vn' } as unknown as User;
const signIn = (token: string) => login({ user, access_token: token, access_token_expires_at: '2026-11-25T10:15:00.000Z' });

describe('token sync (seed S7.14)', () => {
  it('POSTs after sign-in, after a refresh at most every 5 minutes, and DELETEs with the last token on sign-out', async () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    let clock = 1_000_000;
    const stop = watchTokenSync(store, url, () => clock);

    store.dispatch(signIn('token-1'));
    await waitFor(() => expect(received).toEqual([{ method: 'POST', authorization: 'Bearer token-1' }]));

    clock += 60_000; // a refresh one minute later: the peer already has a fresh enough token
    store.dispatch(signIn('token-2'));
    clock += TOKEN_SYNC_MAX_AGE_MS; // the next refresh, past the max age: sent
    store.dispatch(signIn('token-3'));
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toEqual({ method: 'POST', authorization: 'Bearer token-3' });

    store.dispatch(logout());
    await waitFor(() => expect(received).toHaveLength(3));
    expect(received[2]).toEqual({ method: 'DELETE', authorization: 'Bearer token-3' });
    expect(store.getState().auth.isLoggedIn).toBe(false);

    store.dispatch(signIn('token-4')); // a new sign-in is always sent, whatever the last sync's age
    await waitFor(() => expect(received).toHaveLength(4));
    expect(received[3]).toEqual({ method: 'POST', authorization: 'Bearer token-4' });
    stop();
  });

  it('never breaks signing in when the peer is unreachable', async () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    const stop = watchTokenSync(store, 'http://127.0.0.1:9/nobody-listens');
    store.dispatch(signIn('token-x'));
    store.dispatch(logout());
    expect(store.getState().auth.isLoggedIn).toBe(false);
    stop();
  });
});
