import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SimulatedCarrier } from '../../integrations/carrier/simulated.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { advanceAllParcels, scriptParcel } from './dev-carrier.js';
import { shipmentEvents, shipments } from './shipping.schema.js';
import type { ShippingDeps } from './shipping.deps.js';
import { syncShipment } from './shipping-updates.js';

const tags = ['shipping'];

/**
 * GHN's status webhook. GHN signs nothing, so the body is a hint, never the truth: the call must name
 * our GHN shop (ShopID) and a tracking code we created, and then the status is re-fetched from GHN's
 * order detail and applied through the same path as polling. Rate-limited per IP.
 */
const ghnWebhookBody = z
  .object({
    OrderCode: z.string().min(1).max(64),
    ShopID: z.union([z.number(), z.string()]),
    Status: z.string().max(64).optional(),
    Type: z.string().max(64).optional(),
  })
  .passthrough();

export const shippingWebhookRoutes =
  (deps: ShippingDeps, ghn: { shopId: string | number } | null): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/shipping/ghn/webhook',
      {
        config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Webhook trạng thái đơn của GHN (trạng thái được lấy lại từ GHN trước khi áp dụng)',
          body: ghnWebhookBody,
          response: { 200: z.object({ ok: z.literal(true), tracking_code: z.string(), status: z.string(), applied: z.number() }) },
        },
      },
      async (req) => {
        if (!ghn || deps.carrier.name !== 'ghn') throw notFound('GHN chưa được cấu hình');
        if (String(req.body.ShopID) !== String(ghn.shopId)) throw forbidden('Cửa hàng GHN không khớp');
        const [s] = await deps.db
          .select({ id: shipments.id, trackingCode: shipments.trackingCode, carrier: shipments.carrier })
          .from(shipments)
          .where(and(eq(shipments.carrier, 'ghn'), eq(shipments.trackingCode, req.body.OrderCode)));
        if (!s) throw notFound('Không tìm thấy vận đơn');
        const applied = await syncShipment(deps, s);
        const [now] = await deps.db.select({ status: shipments.status }).from(shipments).where(eq(shipments.id, s.id));
        req.log.info(
          { trackingCode: s.trackingCode, claimed: req.body.Status, type: req.body.Type, status: now?.status, applied },
          'ghn webhook',
        );
        return { ok: true as const, tracking_code: s.trackingCode, status: now?.status ?? 'unknown', applied };
      },
    );
  };

/** Development and tests only (not registered in production): scripting the simulated carrier. */
export const devCarrierRoutes =
  (deps: ShippingDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const requireSimulated = () => {
      if (!(deps.carrier instanceof SimulatedCarrier))
        throw new AppError('carrier_error', 409, 'Chỉ dùng được với đơn vị vận chuyển mô phỏng');
    };
    const syncByCode = async (trackingCode: string) => {
      const [s] = await deps.db
        .select({ id: shipments.id, trackingCode: shipments.trackingCode, carrier: shipments.carrier, orderId: shipments.orderId })
        .from(shipments)
        .where(and(eq(shipments.carrier, 'simulated'), eq(shipments.trackingCode, trackingCode)));
      if (!s) return null;
      await syncShipment(deps, s);
      const [row] = await deps.db
        .select({ status: shipments.status, orderId: shipments.orderId })
        .from(shipments)
        .where(eq(shipments.id, s.id));
      return row ?? null;
    };
    const stepSchema = z.object({ status: z.string(), at: z.string() });

    app.post(
      '/dev/carrier/:trackingCode/script',
      {
        schema: {
          tags: ['dev'],
          summary: '(Dev) Kịch bản cho vận đơn mô phỏng: deliver | fail | advance',
          params: z.object({ trackingCode: z.string().min(1).max(64) }),
          body: z.object({ outcome: z.enum(['deliver', 'fail', 'advance']) }),
          response: {
            200: z.object({
              tracking_code: z.string(),
              script: z.array(stepSchema),
              shipment_status: z.string().nullable(),
              order_id: z.string().nullable(),
            }),
          },
        },
      },
      async (req) => {
        requireSimulated();
        const script = await scriptParcel(deps.db, req.params.trackingCode, req.body.outcome, deps.clock.now());
        const synced = await syncByCode(req.params.trackingCode);
        return {
          tracking_code: req.params.trackingCode,
          script,
          shipment_status: synced?.status ?? null,
          order_id: synced?.orderId ?? null,
        };
      },
    );

    app.post(
      '/dev/carrier/advance-all',
      {
        schema: {
          tags: ['dev'],
          summary: '(Dev) Mọi vận đơn mô phỏng sang bước kế tiếp ngay',
          response: { 200: z.object({ moved: z.array(z.object({ tracking_code: z.string(), shipment_status: z.string().nullable() })) }) },
        },
      },
      async () => {
        requireSimulated();
        const codes = await advanceAllParcels(deps.db, deps.clock.now());
        const moved = [];
        for (const code of codes) moved.push({ tracking_code: code, shipment_status: (await syncByCode(code))?.status ?? null });
        return { moved };
      },
    );

    /** the raw updates received for a shipment, applied or not (debugging) */
    app.get(
      '/dev/carrier/:trackingCode/events',
      {
        schema: {
          tags: ['dev'],
          summary: '(Dev) Các cập nhật đã nhận của vận đơn',
          params: z.object({ trackingCode: z.string().min(1).max(64) }),
        },
      },
      async (req) => {
        const [s] = await deps.db.select({ id: shipments.id }).from(shipments).where(eq(shipments.trackingCode, req.params.trackingCode));
        if (!s) throw notFound('Không tìm thấy vận đơn');
        const rows = await deps.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, s.id)).orderBy(shipmentEvents.id);
        return rows.map((r) => ({
          status: r.status,
          carrier_status: r.carrierStatus,
          outcome: r.outcome,
          occurred_at: r.occurredAt.toISOString(),
        }));
      },
    );
  };
