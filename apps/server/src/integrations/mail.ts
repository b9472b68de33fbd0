import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { devMessages } from './dev-messages.schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  readonly kind: 'smtp' | 'dev-mailbox';
}

/** Real SMTP through nodemailer (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(msg) {
      await transport.sendMail({ from, ...msg });
    },
  };
}

/** Development: the message goes to the server log and the /dev/mailbox page. */
export function devMailboxMailer(db: Db, log: (line: string) => void): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(msg) {
      await db.insert(devMessages).values({ channel: 'email', recipient: msg.to, subject: msg.subject, body: msg.text });
      log(`[dev-mailbox] email to ${msg.to}: ${msg.subject}`);
    },
  };
}
