/**
 * One Idempotency-Key per checkout attempt (reliability-security §1.3, product §5: a double click is
 * one order).
 *
 * - The first press of "Đặt hàng" mints a key for exactly this request (its fingerprint: address,
 *   kits, notes, expected total).
 * - A second press while the first is in flight, or a retry after a network error, a timeout or a
 *   5xx, sends the SAME key: if the server already placed the order it answers with the same orders
 *   instead of charging twice.
 * - Once the server gave a definite answer (orders placed, or a refusal such as "kit no longer
 *   available" / "price changed" / "insufficient funds"), the attempt is over: the next press,
 *   usually after a re-quote with a different body, gets a fresh key (reusing a key with another
 *   body would be refused by the server as a conflicting reuse).
 * - A changed request (other address, other note) is a new attempt, so it gets a new key too.
 */
export interface AttemptKeys {
  /** the key to send for this request body; the same one until the attempt resolves */
  keyFor(fingerprint: string): string;
  /** the server answered for good (success or a business refusal): the next press is a new attempt */
  resolve(): void;
  /** the key of the attempt in progress, if any */
  readonly current: string | null;
}

export function createAttemptKeys(mint: () => string = defaultMint): AttemptKeys {
  let state: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (!state || state.fingerprint !== fingerprint) state = { key: mint(), fingerprint };
      return state.key;
    },
    resolve() {
      state = null;
    },
    get current() {
      return state?.key ?? null;
    },
  };
}

/**
 * Whether a failure is a definite answer from the server (the attempt is over) or an unknown
 * outcome (network lost, timeout, server error, the same key still being processed) after which
 * the order may or may not exist: then the retry must carry the same key.
 */
export function isDefiniteAnswer(status: number, code?: string): boolean {
  if (status === 0 || status >= 500) return false;
  // the server is still working on this key (a concurrent press): ask again with the same key
  if (status === 409 && (code === 'idempotency_in_progress' || code === 'request_in_progress')) return false;
  if (status === 429) return false;
  return true;
}

function defaultMint(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // very old browsers: still 122 random bits, formatted like a v4 UUID
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A stable text for a request body: same body → same fingerprint, whatever the key order. */
export function fingerprint(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v as object)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}
