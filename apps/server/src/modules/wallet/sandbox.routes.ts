import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDateTime, formatMoney, isSafeReturnPath } from '@cho-gundam/contracts';
import type { CallbackData, SandboxGateway, SandboxRemoteState } from '../../integrations/zalopay/index.js';
import { topups } from './wallet.schema.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string) {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Cổng thanh toán thử nghiệm</title>
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f0f4fa;margin:0;padding:32px 16px;color:#1f2937}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:28px}
h1{font-size:20px;margin:0 0 4px;color:#0068ff}.note{font-size:13px;color:#6b7280;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#6b7280}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:28px;color:#0068ff;font-weight:700;margin:8px 0 20px}.row{display:flex;gap:12px}
button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:1px solid #0068ff;cursor:pointer}
.pay{background:#0068ff;color:#fff}.cancel{background:#fff;color:#0068ff}.msg{padding:12px;border-radius:8px;background:#fef3c7}</style>
</head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox gateway's payment page (only when ZaloPay is not configured and not in production).
 * "Thanh toán" records the payment on the gateway side, then POSTs a callback signed with key2 to
 * our own callback URL over HTTP, exactly as ZaloPay would, and sends the browser back. The
 * browser's return never credits anything: only the callback (or the status query) does.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway }> = async (app, { gateway }) => {
  const { db, clock, config } = app.ctx;
  const callbackUrl = `${config.appUrl}/api/v1/wallet/topups/zalopay/callback`;
  // a browser form posts application/x-www-form-urlencoded; the buttons carry no fields we need
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));

  const params = z.object({ app_trans_id: z.string().regex(/^\d{6}_[a-z2-7]{16}$/, { error: 'Mã giao dịch không hợp lệ' }) });
  const load = async (appTransId: string) => {
    const [row] = await db.select().from(topups).where(and(eq(topups.provider, 'sandbox'), eq(topups.appTransId, appTransId)));
    return row ?? null;
  };
  const returnTo = (t: typeof topups.$inferSelect) => {
    const base = isSafeReturnPath(t.returnPath) ? t.returnPath : '/member/profile/wallet';
    return `${base}${base.includes('?') ? '&' : '?'}topup_id=${t.id}`;
  };
  const remoteOf = (t: typeof topups.$inferSelect) => (t.metadata as { sandbox?: SandboxRemoteState }).sandbox ?? null;
  const schema = { tags: ['wallet'], hide: true, params };

  app.get('/wallet/sandbox-gateway/pay/:app_trans_id', { schema }, async (req, reply) => {
    reply.type('text/html; charset=utf-8');
    const t = await load(req.params.app_trans_id);
    if (!t) return reply.status(404).send(page('Không tìm thấy', '<h1>Không tìm thấy giao dịch</h1><p class="note">Đường dẫn thanh toán không hợp lệ.</p>'));
    const remote = remoteOf(t);
    const expired = t.status !== 'pending' || clock.now() >= t.expiresAt;
    const details = `<dl><dt>Mã giao dịch</dt><dd>${esc(t.appTransId)}</dd><dt>Nội dung</dt><dd>Nạp tiền vào ví Chợ Gundam</dd><dt>Hết hạn lúc</dt><dd>${esc(formatDateTime(t.expiresAt))}</dd></dl>`;
    let actions: string;
    if (remote?.status === 'paid' || t.status === 'succeeded') actions = '<p class="msg">Giao dịch này đã được thanh toán.</p>';
    else if (remote?.status === 'canceled') actions = '<p class="msg">Bạn đã hủy giao dịch này.</p>';
    else if (expired) actions = '<p class="msg">Giao dịch đã hết hạn thanh toán.</p>';
    else {
      const action = `/api/v1/wallet/sandbox-gateway/pay/${encodeURIComponent(t.appTransId)}`;
      actions = `<div class="row"><form method="post" action="${action}/cancel" style="flex:1;display:flex"><button class="cancel" type="submit">Hủy</button></form>
<form method="post" action="${action}/confirm" style="flex:1;display:flex"><button class="pay" type="submit">Thanh toán</button></form></div>`;
    }
    return reply.send(
      page('Thanh toán', `<h1>Cổng thanh toán thử nghiệm</h1><p class="note">Mô phỏng ZaloPay: không có tiền thật được chuyển.</p><div class="amount">${esc(formatMoney(t.amount))}</div>${details}${actions}<p class="note" style="margin-top:20px"><a href="${esc(returnTo(t))}">Quay lại Chợ Gundam</a></p>`),
    );
  });

  app.post('/wallet/sandbox-gateway/pay/:app_trans_id/confirm', { schema }, async (req, reply) => {
    const t = await load(req.params.app_trans_id);
    if (!t) return reply.status(404).type('text/html; charset=utf-8').send(page('Không tìm thấy', '<h1>Không tìm thấy giao dịch</h1>'));
    const now = clock.now();
    if (t.status === 'pending' && now < t.expiresAt && !remoteOf(t)) {
      const remote: SandboxRemoteState = { status: 'paid', zp_trans_id: `${now.getTime() % 1e9}${randomInt(1000, 9999)}`, at: now.toISOString() };
      await db
        .update(topups)
        .set({ metadata: sql`${topups.metadata} || ${JSON.stringify({ sandbox: remote })}::jsonb` })
        .where(and(eq(topups.id, t.id), sql`not (${topups.metadata} ? 'sandbox')`));
    }
    const fresh = (await load(t.appTransId))!;
    const remote = remoteOf(fresh);
    if (remote?.status === 'paid') {
      const data: CallbackData = {
        app_id: Number(gateway.appId),
        app_trans_id: fresh.appTransId,
        app_time: fresh.createdAt.getTime(),
        app_user: fresh.userId,
        amount: fresh.amount,
        embed_data: JSON.stringify({ redirecturl: returnTo(fresh) }),
        item: '[]',
        zp_trans_id: Number(remote.zp_trans_id),
        server_time: now.getTime(),
        channel: 38,
        merchant_user_id: '',
        user_fee_amount: 0,
        discount_amount: 0,
      };
      try {
        // server to server, as ZaloPay does; if it fails, the status-query job finds the payment
        await app.ctx.fetch(callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(gateway.signCallback(data)), signal: AbortSignal.timeout(10_000) });
      } catch (err) {
        req.log.warn({ err }, 'sandbox gateway: callback delivery failed');
      }
    }
    return reply.redirect(returnTo(fresh), 303);
  });

  app.post('/wallet/sandbox-gateway/pay/:app_trans_id/cancel', { schema }, async (req, reply) => {
    const t = await load(req.params.app_trans_id);
    if (!t) return reply.status(404).type('text/html; charset=utf-8').send(page('Không tìm thấy', '<h1>Không tìm thấy giao dịch</h1>'));
    const remote: SandboxRemoteState = { status: 'canceled', at: clock.now().toISOString() };
    await db
      .update(topups)
      .set({ metadata: sql`${topups.metadata} || ${JSON.stringify({ sandbox: remote })}::jsonb` })
      .where(and(eq(topups.id, t.id), sql`not (${topups.metadata} ? 'sandbox')`));
    return reply.redirect(returnTo(t), 303);
  });
};
