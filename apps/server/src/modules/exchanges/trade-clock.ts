import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tradeClockSchema, type TradeClock } from '@cho-gundam/contracts';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { caller } from '../../plugins/auth-guard.js';
import { security, tags } from './exchange-route-parts.js';

/**
 * The server's time for a trade's countdowns (72 h to pay and pack, 7 days to receive): the web page
 * counts down from it, not from the device's clock (which may be off, or behind the development clock).
 */
export function tradeClockService({ clock }: { clock: Clock }) {
  return {
    now(who: Actor): TradeClock {
      authorize(who, 'exchange.trade');
      return { server_time: clock.now().toISOString() };
    },
  };
}
export type TradeClockService = ReturnType<typeof tradeClockService>;

/** `GET /exchanges/clock` (a new file so the module's main route file stays untouched). */
export const tradeClockRoutes =
  (service: TradeClockService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/exchanges/clock',
      {
        onRequest: app.allow('exchange.trade'),
        schema: {
          tags,
          security,
          summary: 'Giờ của máy chủ (đếm ngược các hạn của giao dịch trao đổi)',
          response: { 200: tradeClockSchema },
        },
      },
      async (req) => service.now(caller(req)),
    );
  };
