import { zaloPayGateway, type ZaloPayConfig } from './real.js';
import { sandboxGateway, type SandboxOrderStore } from './sandbox.js';
import type { TopupGateway } from './types.js';

export type { CallbackBody, CallbackData, CreatedOrder, CreateOrderInput, QueryResult, TopupGateway } from './types.js';
export { zaloPayGateway, type ZaloPayConfig } from './real.js';
export {
  sandboxGateway,
  sandboxKeys,
  SANDBOX_APP_ID,
  type SandboxGateway,
  type SandboxOrder,
  type SandboxOrderStore,
  type SandboxRemoteState,
} from './sandbox.js';
export { createOrderMac, hmacHex, macMatches, queryOrderMac, vnDatePrefix } from './mac.js';

/** ZaloPay when configured; otherwise the built-in sandbox gateway, its orders kept in `sandboxStore`. */
export function createTopupGateway(opts: {
  zalopay: ZaloPayConfig | null;
  fetch: typeof fetch;
  sandboxStore: SandboxOrderStore;
  appUrl: string;
  secret: string;
}): TopupGateway {
  return opts.zalopay
    ? zaloPayGateway(opts.zalopay, opts.fetch)
    : sandboxGateway({ store: opts.sandboxStore, appUrl: opts.appUrl, secret: opts.secret });
}
