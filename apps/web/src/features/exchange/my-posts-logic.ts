import type { ApiError } from '@/shared/api/base-api';

/** The poster's side of the board (`/exchange/my-post`): the accept's refusals and where a short wallet is topped up. */

/** The smallest top-up the wallet takes (contracts TOPUP_MIN). */
export const TOPUP_MIN = 10_000;

/** What the wallet pre-fills: the missing amount in whole thousands, never under the top-up minimum. */
export const topUpAmount = (missing: number) => Math.max(TOPUP_MIN, Math.ceil(missing / 1_000) * 1_000);

/** The post's place on my posts page (`?post=<id>` opens its offers). */
export const myPostPath = (postId: string) => `/exchange/my-post?post=${postId}`;

/**
 * "Nạp thêm": the wallet with the top-up pre-filled, coming back to this post's offers afterwards
 * (the checkout's and the auctions' convention: `/member/profile/wallet?topup=<amount>&return=<path>`).
 */
export const exchangeTopUpPath = (missing: number, postId: string) =>
  `/member/profile/wallet?topup=${topUpAmount(missing)}&return=${encodeURIComponent(myPostPath(postId))}`;

export interface AcceptRefusal {
  message: string;
  /** exactly what the payer lacks (422 insufficient_funds, `details.missing`), else null */
  missing: number | null;
  /** whether I am the payer (I can top up); otherwise the offerer has to */
  payerIsMe: boolean;
}

/** The server's refusal of an accept, as the screen shows it. */
export function acceptRefusal(err: ApiError): AcceptRefusal {
  const d = (err.details ?? {}) as { missing?: unknown; payer_is_me?: unknown };
  const missing = err.code === 'insufficient_funds' && typeof d.missing === 'number' && d.missing > 0 ? d.missing : null;
  return { message: err.message, missing, payerIsMe: missing !== null && d.payer_is_me !== false };
}

/** The trade an accepted offer made. */
export const tradePath = (exchangeId: string) => `/exchange/detail/${exchangeId}`;
