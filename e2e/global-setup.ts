import { writeFileSync } from 'node:fs';
import { E2E_ENV_FILE } from './support/env-file';
import { startMailCatcher } from './support/mail-catcher';
import { startE2eServer } from './support/server';

/**
 * Starts the whole marketplace the way `npm start` does (built web + API on one port, demo data),
 * on a database of its own: a fresh PGlite data dir, or a fresh PostgreSQL database when
 * DATABASE_URL is set. Mail goes to a real SMTP catcher.
 */
export default async function globalSetup() {
  const mail = await startMailCatcher();
  const server = await startE2eServer({ SMTP_URL: mail.smtpUrl });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_MAIL_API = mail.apiUrl;
  writeFileSync(E2E_ENV_FILE, JSON.stringify({ baseUrl: server.baseUrl, mailApi: mail.apiUrl }));

  return async () => {
    await server.stop();
    await mail.close();
  };
}
