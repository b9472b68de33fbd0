import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { devMessages } from '../../integrations/dev-messages.schema.js';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Development only (never registered in production): the emails and text messages the server
 * would have sent, newest first, so a developer can read a sign-up code without SMTP.
 */
export const devMailboxRoutes =
  ({ db }: { db: Db }): FastifyPluginAsync =>
  async (app) => {
    app.get('/dev/mailbox', async (_req, reply) => {
      const rows = await db.select().from(devMessages).orderBy(desc(devMessages.createdAt)).limit(100);
      const items = rows
        .map(
          (m) => `<article><header><b>${m.channel === 'email' ? '✉️ Email' : '📱 SMS'}</b> → ${escape(m.recipient)}
        <time>${formatDateTime(m.createdAt)}</time></header>${m.subject ? `<h3>${escape(m.subject)}</h3>` : ''}<pre>${escape(m.body)}</pre></article>`,
        )
        .join('\n');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Hộp thư phát triển · Chợ Gundam</title>
<style>body{font-family:system-ui,sans-serif;max-width:820px;margin:24px auto;padding:0 16px;color:#1f1f1f}
article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}header{display:flex;gap:12px;align-items:center}
time{margin-left:auto;color:#888}pre{white-space:pre-wrap;font-size:15px}</style></head>
<body><h1>Hộp thư phát triển</h1><p>Email và SMS mà máy chủ lẽ ra đã gửi (chỉ có khi chưa cấu hình SMTP_URL / SMS_WEBHOOK_URL; không bao giờ có trong production).</p>
${items || '<p><i>Chưa có thư nào.</i></p>'}</body></html>`;
    });
  };
