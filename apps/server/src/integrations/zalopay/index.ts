import type { Db } from '../../db/client.js';
import { zaloPayGateway, type ZaloPayConfig } from './real.js';
import { sandboxGateway } from './sandbox.js';
import type { TopupGateway } from './types.js';

export type { CallbackBody, CallbackData, CreatedOrder, CreateOrderInput, QueryResult, TopupGateway } from './types.js';
export { zaloPayGateway, type ZaloPayConfig } from './real.js';
export { sandboxGateway, sandboxKeys, SANDBOX_APP_ID, type SandboxGateway, type SandboxRemoteState } from './sandbox.js';
export { createOrderMac, hmacHex, macMatches, queryOrderMac, vnDatePrefix } from './mac.js';

/** ZaloPay when configured; otherwise the built-in sandbox gateway. */
export function createTopupGateway(opts: { zalopay: ZaloPayConfig | null; fetch: typeof fetch; db: Db; appUrl: string; secret: string }): TopupGateway {
  return opts.zalopay ? zaloPayGateway(opts.zalopay, opts.fetch) : sandboxGateway({ db: opts.db, appUrl: opts.appUrl, secret: opts.secret });
}
