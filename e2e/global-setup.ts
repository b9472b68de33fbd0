import { writeFileSync } from 'node:fs';
import { E2E_ENV_FILE } from './support/env-file';
import { startMailCatcher } from './support/mail-catcher';
import { startE2eServer } from './support/server';
import { startTokenSyncPeer } from './support/token-sync-peer';

/**
 * Starts the whole marketplace the way `npm start` does (built web + API on one port, demo data),
 * on a database of its own: a fresh PGlite data dir, or a fresh PostgreSQL database when
 * DATABASE_URL is set. Mail goes to a real SMTP catcher; the token sync (seed S7.14) to a real peer.
 */
export default async function globalSetup() {
  const mail = await startMailCatcher();
  const tokenSync = await startTokenSyncPeer();
  const server = await startE2eServer({
    SMTP_URL: mail.smtpUrl,
    TOKEN_SYNC_URL: tokenSync.syncUrl,
    CORS_ORIGINS: tokenSync.otherOrigins.allowed,
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_MAIL_API = mail.apiUrl;
  writeFileSync(
    E2E_ENV_FILE,
    JSON.stringify({
      baseUrl: server.baseUrl,
      mailApi: mail.apiUrl,
      tokenSyncCalls: tokenSync.callsUrl,
      otherOrigins: tokenSync.otherOrigins,
    }),
  );

  return async () => {
    await server.stop();
    await mail.close();
    await tokenSync.close();
  };
}
