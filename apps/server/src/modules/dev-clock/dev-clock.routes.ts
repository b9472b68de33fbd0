import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OffsetClock } from '../../lib/clock.js';

const MAX_STEP_MS = 60 * 86_400_000;
const clockState = z.object({ now: z.string(), offset_ms: z.number() });

/**
 * Development only: registered by app.ts when `DEV_CLOCK_CONTROL` is on, which the configuration
 * refuses in production (and app.ts checks again). Moves the server's clock forward — never back,
 * so nothing already decided happens twice — and wakes the job runner, so the deadlines that came
 * due (an auction's start or end, a payment deadline) run at once. Used by the browser test of the
 * whole auction story (`e2e/specs/auction-story.spec.ts`).
 */
export const devClockRoutes =
  ({ clock, poke }: { clock: OffsetClock; poke: () => void }): FastifyPluginAsyncZod =>
  async (app) => {
    const state = () => ({ now: clock.now().toISOString(), offset_ms: clock.offsetMs });
    app.get(
      '/dev/clock',
      { schema: { tags: ['dev'], summary: '(Dev) Giờ của máy chủ và độ lệch đã tua', response: { 200: clockState } } },
      async () => state(),
    );
    app.post(
      '/dev/clock/advance',
      {
        schema: {
          tags: ['dev'],
          summary: '(Dev) Tua đồng hồ máy chủ về phía trước',
          body: z.object({
            ms: z
              .number({ error: 'ms phải là số mili giây' })
              .int({ error: 'ms phải là số nguyên' })
              .min(1, { error: 'Chỉ tua đồng hồ về phía trước (ms > 0)' })
              .max(MAX_STEP_MS, { error: 'Mỗi lần tua tối đa 60 ngày' }),
          }),
          response: { 200: clockState },
        },
      },
      async (req) => {
        clock.advance(req.body.ms);
        poke();
        return state();
      },
    );
  };
