import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatDateTime, formatMoney } from '@cho-gundam/contracts';
import type { SandboxPageService, SandboxPageState } from './sandbox-page.service.js';

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

const MESSAGES: Record<Exclude<SandboxPageState, 'open'>, string> = {
  paid: '<p class="msg">Giao dịch này đã được thanh toán.</p>',
  canceled: '<p class="msg">Bạn đã hủy giao dịch này.</p>',
  expired: '<p class="msg">Giao dịch đã hết hạn thanh toán.</p>',
};

/** The sandbox gateway's payment page (sandbox-page.service.ts): HTML for a browser, not JSON. */
export const sandboxGatewayRoutes =
  (sandbox: SandboxPageService): FastifyPluginAsyncZod =>
  async (app) => {
    // a browser form posts application/x-www-form-urlencoded; the buttons carry no fields we need
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const params = z.object({ app_trans_id: z.string().regex(/^\d{6}_[a-z2-7]{16}$/, { error: 'Mã giao dịch không hợp lệ' }) });
    const schema = { tags: ['wallet'], hide: true, params };
    const notFoundPage = page('Không tìm thấy', '<h1>Không tìm thấy giao dịch</h1>');

    app.get('/wallet/sandbox-gateway/pay/:app_trans_id', { schema }, async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      const view = await sandbox.view(req.params.app_trans_id);
      if (!view)
        return reply
          .status(404)
          .send(page('Không tìm thấy', '<h1>Không tìm thấy giao dịch</h1><p class="note">Đường dẫn thanh toán không hợp lệ.</p>'));
      const t = view.topup;
      const details = `<dl><dt>Mã giao dịch</dt><dd>${esc(t.appTransId)}</dd><dt>Nội dung</dt><dd>Nạp tiền vào ví Chợ Gundam</dd><dt>Hết hạn lúc</dt><dd>${esc(formatDateTime(t.expiresAt))}</dd></dl>`;
      let actions: string;
      if (view.state !== 'open') actions = MESSAGES[view.state];
      else {
        const action = `/api/v1/wallet/sandbox-gateway/pay/${encodeURIComponent(t.appTransId)}`;
        actions = `<div class="row"><form method="post" action="${action}/cancel" style="flex:1;display:flex"><button class="cancel" type="submit">Hủy</button></form>
<form method="post" action="${action}/confirm" style="flex:1;display:flex"><button class="pay" type="submit">Thanh toán</button></form></div>`;
      }
      return reply.send(
        page(
          'Thanh toán',
          `<h1>Cổng thanh toán thử nghiệm</h1><p class="note">Mô phỏng ZaloPay: không có tiền thật được chuyển.</p><div class="amount">${esc(formatMoney(t.amount))}</div>${details}${actions}<p class="note" style="margin-top:20px"><a href="${esc(view.returnTo)}">Quay lại Chợ Gundam</a></p>`,
        ),
      );
    });

    app.post('/wallet/sandbox-gateway/pay/:app_trans_id/confirm', { schema }, async (req, reply) => {
      const back = await sandbox.pay(req.params.app_trans_id, req.log);
      if (!back) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage);
      return reply.redirect(back, 303);
    });

    app.post('/wallet/sandbox-gateway/pay/:app_trans_id/cancel', { schema }, async (req, reply) => {
      const back = await sandbox.cancel(req.params.app_trans_id);
      if (!back) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage);
      return reply.redirect(back, 303);
    });
  };
