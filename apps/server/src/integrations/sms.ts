import type { Db } from '../db/client.js';
import { devMessages } from './dev-messages.schema.js';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
  readonly kind: 'webhook' | 'dev-mailbox';
}

/** An HTTP SMS gateway: POST {"to","text"} as JSON; any 2xx is accepted. */
export function webhookSms(url: string, fetchImpl: typeof fetch = fetch): SmsSender {
  return {
    kind: 'webhook',
    async send(to, text) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

export function devMailboxSms(db: Db, log: (line: string) => void): SmsSender {
  return {
    kind: 'dev-mailbox',
    async send(to, text) {
      await db.insert(devMessages).values({ channel: 'sms', recipient: to, body: text });
      log(`[dev-mailbox] sms to ${to}`);
    },
  };
}
