import { z } from 'zod';
import type { Executor } from '../db/client.js';
import { bindJob, defineJob } from '../lib/jobs.js';
import type { MailMessage, Mailer } from './mail.js';
import type { SmsSender } from './sms.js';

/**
 * Email and SMS leave through the jobs table: the message is queued in the same transaction as
 * the change that causes it and sent after commit, with retries if the provider is down. Messages
 * may carry one-time codes: once sent, the payload is emptied so no code rests in the database.
 */
const emailJob = defineJob(
  'send_email',
  z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string().optional() }),
  (message, { mailer }: { mailer: Mailer }) => mailer.send(message),
  { redactOnDone: true },
);
const smsJob = defineJob(
  'send_sms',
  z.object({ to: z.string(), text: z.string() }),
  (p, { sms }: { sms: SmsSender }) => sms.send(p.to, p.text),
  {
    redactOnDone: true,
  },
);

export const queueEmail = (ex: Executor, msg: MailMessage) => emailJob.enqueue(ex, { ...msg });
export const queueSms = (ex: Executor, to: string, text: string) => smsJob.enqueue(ex, { to, text });

/** The outbox's jobs, bound to the mail and SMS senders (composition.ts). */
export const outboxJobs = (mailer: Mailer, sms: SmsSender) => [bindJob(emailJob, { mailer }), bindJob(smsJob, { sms })];
