import { GOOGLE_POPUP } from '@cho-gundam/contracts/core';
import { GoogleSignInError, googleErrorFromOAuth } from './google-errors';

/**
 * Google sign-in in a 500×600 popup (seed §9) with OpenID Connect (`response_type=id_token`).
 * The popup comes back to `/member/login#id_token=…&state=…`; that page relays the answer to this
 * window (BroadcastChannel, with `window.opener` and a storage event as fallbacks) and closes.
 * Driving the popup ourselves — rather than Google's rendered button — is what lets us size it,
 * notice a blocked popup, and report one closed without an answer after 8 s (seed §8, §9).
 * The server verifies the ID token's signature, `aud`, `iss`, `exp` and `email_verified`.
 */
const AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const CHANNEL = 'cho-gundam:google-sign-in';
const STORAGE_KEY = 'cho-gundam:google-sign-in';
const POLL_MS = 400;

export interface GoogleAnswer {
  state: string;
  id_token?: string;
  error?: string;
}

export const googleRedirectUri = () => `${window.location.origin}/member/login`;

export function buildGoogleAuthUrl(clientId: string, state: string, nonce: string, redirectUri = googleRedirectUri()): string {
  const q = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'id_token',
    scope: 'openid email profile',
    state,
    nonce,
    prompt: 'select_account',
  });
  return `${AUTHORIZE_URL}?${q.toString()}`;
}

/** The answer Google put in this page's URL, when this page is the popup's landing page. */
export function readGoogleAnswer(loc: Pick<Location, 'hash' | 'search'> = window.location): GoogleAnswer | null {
  for (const part of [loc.hash, loc.search]) {
    const p = new URLSearchParams(part.replace(/^[#?]/, ''));
    const state = p.get('state');
    const idToken = p.get('id_token');
    const error = p.get('error');
    if (state && (idToken || error)) return { state, ...(idToken ? { id_token: idToken } : {}), ...(error ? { error } : {}) };
  }
  return null;
}

/** Runs in the popup: hand the answer to the window that opened it, then close. */
export function relayGoogleAnswer(answer: GoogleAnswer) {
  try {
    const ch = new BroadcastChannel(CHANNEL);
    ch.postMessage(answer);
    ch.close();
  } catch {
    /* older browser: the fallbacks below */
  }
  try {
    window.opener?.postMessage({ type: CHANNEL, answer }, window.location.origin);
  } catch {
    /* opener gone or cross-origin */
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(answer));
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage blocked */
  }
  // the token must not stay in the address bar or the history
  window.history.replaceState(null, '', window.location.pathname);
  window.setTimeout(() => window.close(), 150);
}

function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The `nonce` claim of an ID token (payload only; the signature is the server's job). */
export function idTokenNonce(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const nonce = (JSON.parse(json) as { nonce?: unknown }).nonce;
    return typeof nonce === 'string' ? nonce : null;
  } catch {
    return null;
  }
}

function storageWorks(): boolean {
  if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
  try {
    const k = `${STORAGE_KEY}:probe`;
    window.localStorage.setItem(k, '1');
    window.localStorage.removeItem(k);
    return true;
  } catch {
    return false;
  }
}

function popupFeatures() {
  const { width, height } = GOOGLE_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}

let pending: { cancel: () => void } | null = null;

/**
 * Opens the popup and resolves with Google's ID token. Must be called from a click handler
 * (browsers block popups opened later). Rejects with a GoogleSignInError carrying a seed §8 code.
 */
export function signInWithGooglePopup(clientId: string | null | undefined): Promise<string> {
  if (!clientId) return Promise.reject(new GoogleSignInError('auth-domain-config-required'));
  if (!storageWorks()) return Promise.reject(new GoogleSignInError('web-storage-unsupported'));
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return Promise.reject(new GoogleSignInError('network-request-failed'));

  // a new request replaces one still open (seed §8 cancelled-popup-request for the old one)
  pending?.cancel();

  const state = randomToken();
  const nonce = randomToken();
  const popup = window.open(buildGoogleAuthUrl(clientId, state, nonce), 'cho-gundam-google', popupFeatures());
  if (!popup) return Promise.reject(new GoogleSignInError('popup-blocked'));

  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let closedTimer: number | undefined;
    let channel: BroadcastChannel | null = null;

    const cleanup = () => {
      settled = true;
      window.clearInterval(poll);
      window.clearTimeout(closedTimer);
      channel?.close();
      window.removeEventListener('message', onMessage);
      window.removeEventListener('storage', onStorage);
      if (pending === handle) pending = null;
      try {
        if (!popup.closed) popup.close();
      } catch {
        /* already gone */
      }
    };
    const fail = (code: ConstructorParameters<typeof GoogleSignInError>[0]) => {
      if (settled) return;
      cleanup();
      reject(new GoogleSignInError(code));
    };
    const answer = (a: unknown) => {
      if (settled || !a || typeof a !== 'object' || (a as GoogleAnswer).state !== state) return;
      const { id_token: idToken, error } = a as GoogleAnswer;
      if (error || !idToken) return fail(googleErrorFromOAuth(error));
      if (idTokenNonce(idToken) !== nonce) return fail('internal-error');
      cleanup();
      resolve(idToken);
    };

    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const d = e.data as { type?: string; answer?: unknown } | null;
      if (d?.type === CHANNEL) answer(d.answer);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY || !e.newValue) return;
      try {
        answer(JSON.parse(e.newValue));
      } catch {
        /* not ours */
      }
    };
    try {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (e) => answer(e.data);
    } catch {
      channel = null;
    }
    window.addEventListener('message', onMessage);
    window.addEventListener('storage', onStorage);

    const poll = window.setInterval(() => {
      // back on our origin: read the answer straight from the popup's address
      try {
        const a = readGoogleAnswer(popup.location);
        if (a) return answer(a);
      } catch {
        /* still on Google's origin */
      }
      // closed without an answer: the answer may still be on its way, so wait GOOGLE_POPUP.closedDelayMs
      if (popup.closed && closedTimer === undefined) {
        closedTimer = window.setTimeout(() => fail('popup-closed-by-user'), GOOGLE_POPUP.closedDelayMs);
      }
    }, POLL_MS);

    const handle = { cancel: () => fail('cancelled-popup-request') };
    pending = handle;
  });
}
