import type { Executor } from '../db/client.js';
import { enqueueJob, type JobRunner } from '../lib/jobs.js';
import type { MailMessage, Mailer } from './mail.js';
import type { SmsSender } from './sms.js';

/**
 * Email and SMS leave through the jobs table: the message is queued in the same transaction as
 * the change that causes it and sent after commit, with retries if the provider is down.
 */
export const queueEmail = (ex: Executor, msg: MailMessage) => enqueueJob(ex, 'send_email', { ...msg });
export const queueSms = (ex: Executor, to: string, text: string) => enqueueJob(ex, 'send_sms', { to, text });

export function registerOutboxJobs(runner: JobRunner, mailer: Mailer, sms: SmsSender) {
  // messages may carry one-time codes: once sent, the payload is emptied so no code rests in the database
  runner.register('send_email', async (p) => mailer.send(p as unknown as MailMessage), { redactOnDone: true });
  runner.register('send_sms', async (p) => sms.send(String(p.to), String(p.text)), { redactOnDone: true });
}
