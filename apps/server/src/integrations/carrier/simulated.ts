import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { simulatedParcels } from './simulated.schema.js';
import type { Carrier, CarrierStatusUpdate, CreateParcelInput, Parcel, Quote, QuoteInput, ShipmentStatus } from './types.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The simulated carrier's fee table (VND), modelled on GHN's standard ("Chuẩn") service for
 * a small parcel. Documented in docs/domain/shipping.md; tests pin these figures.
 */
export const SIM_FEES = {
  /** first 500 g, pickup and delivery in the same province */
  sameProvinceBase: 22_000,
  /** first 500 g, between provinces */
  otherProvinceBase: 30_000,
  /** each further 500 g (or part of it) */
  per500g: 5_000,
  /** declared value above this is insured ... */
  insuranceFreeUpTo: 1_000_000,
  /** ... at 0.5 % of the whole declared value, rounded up to 1.000 ₫ */
  insuranceRate: 0.005,
} as const;

/** Expected delivery: 1–2 days within a province, 3–5 days otherwise; the quote promises the upper bound. */
export const SIM_DELIVERY_DAYS = { sameProvince: 2, otherProvince: 5 } as const;

export function simulatedFee(input: QuoteInput): number {
  const same = input.from.provinceCode === input.to.provinceCode;
  const grams = Math.max(1, Math.ceil(input.weightGrams || 0));
  const extraSteps = Math.max(0, Math.ceil((grams - 500) / 500));
  let fee = (same ? SIM_FEES.sameProvinceBase : SIM_FEES.otherProvinceBase) + extraSteps * SIM_FEES.per500g;
  if (input.valueVnd > SIM_FEES.insuranceFreeUpTo) fee += Math.ceil((input.valueVnd * SIM_FEES.insuranceRate) / 1000) * 1000;
  return fee;
}

/** The scripted timeline of a new parcel, relative to its creation. */
export function simulatedTimeline(sameProvince: boolean): { status: ShipmentStatus; afterMs: number }[] {
  return sameProvince
    ? [
        { status: 'ready_to_pick', afterMs: 0 },
        { status: 'picking', afterMs: 2 * HOUR },
        { status: 'picked', afterMs: 6 * HOUR },
        { status: 'delivering', afterMs: 1 * DAY },
        { status: 'delivered', afterMs: 2 * DAY - HOUR },
      ]
    : [
        { status: 'ready_to_pick', afterMs: 0 },
        { status: 'picking', afterMs: 2 * HOUR },
        { status: 'picked', afterMs: 6 * HOUR },
        { status: 'delivering', afterMs: 2 * DAY },
        { status: 'delivered', afterMs: 3 * DAY },
      ];
}

/** A failed delivery: one failed attempt, then the parcel goes back to the seller. */
export function failureTail(): { status: ShipmentStatus; afterMs: number }[] {
  return [
    { status: 'delivery_failed', afterMs: 0 },
    { status: 'returning', afterMs: 6 * HOUR },
    { status: 'returned', afterMs: 2 * DAY },
  ];
}

export const simulatedTrackingCode = (orderCode: string) =>
  'SIM' + createHash('sha256').update(orderCode).digest('hex').slice(0, 10).toUpperCase();

type ScriptStep = { status: string; at: string };

export class SimulatedCarrier implements Carrier {
  readonly name = 'simulated' as const;
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async quote(input: QuoteInput): Promise<Quote> {
    validate(input);
    const same = input.from.provinceCode === input.to.provinceCode;
    const days = same ? SIM_DELIVERY_DAYS.sameProvince : SIM_DELIVERY_DAYS.otherProvince;
    return { fee: simulatedFee(input), expectedDeliveryAt: new Date(this.deps.clock.now().getTime() + days * DAY) };
  }

  /** Idempotent per order code: the tracking code is derived from it and a retried create returns the stored parcel. */
  async createParcel(input: CreateParcelInput): Promise<Parcel> {
    validate(input);
    const trackingCode = simulatedTrackingCode(input.orderCode);
    const now = this.deps.clock.now();
    const same = input.from.provinceCode === input.to.provinceCode;
    const script: ScriptStep[] = simulatedTimeline(same).map((s) => ({
      status: s.status,
      at: new Date(now.getTime() + s.afterMs).toISOString(),
    }));
    await this.deps.db.insert(simulatedParcels).values({ trackingCode, script, createdAt: now }).onConflictDoNothing();
    const [row] = await this.deps.db.select().from(simulatedParcels).where(eq(simulatedParcels.trackingCode, trackingCode));
    const days = same ? SIM_DELIVERY_DAYS.sameProvince : SIM_DELIVERY_DAYS.otherProvince;
    return { trackingCode, fee: simulatedFee(input), expectedDeliveryAt: new Date(row!.createdAt.getTime() + days * DAY) };
  }

  async track(trackingCode: string): Promise<CarrierStatusUpdate[]> {
    const [row] = await this.deps.db.select().from(simulatedParcels).where(eq(simulatedParcels.trackingCode, trackingCode));
    if (!row) throw new Error(`simulated carrier: unknown tracking code ${trackingCode}`);
    const now = this.deps.clock.now().getTime();
    return row.script
      .filter((s) => new Date(s.at).getTime() <= now)
      .map((s) => ({
        trackingCode,
        carrierStatus: s.status,
        status: s.status as ShipmentStatus,
        occurredAt: new Date(s.at),
        raw: { simulated: true },
      }));
  }

  async cancelParcel(trackingCode: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(simulatedParcels).where(eq(simulatedParcels.trackingCode, trackingCode)).for('update');
      if (!row) throw new Error(`simulated carrier: unknown tracking code ${trackingCode}`);
      const script = cancelScript(row.script, this.deps.clock.now());
      if (script !== row.script) await tx.update(simulatedParcels).set({ script }).where(eq(simulatedParcels.trackingCode, trackingCode));
    });
  }
}

/**
 * Rewrites a parcel's script from now: still waiting for pickup (`ready_to_pick`, `picking`) → `canceled`
 * now; picked but not delivered → `returning` now, `returned` two days later. A finished script is kept.
 */
export function cancelScript(script: ScriptStep[], now: Date): ScriptStep[] {
  const t = now.getTime();
  const past = script.filter((s) => new Date(s.at).getTime() <= t);
  const happened = new Set(past.map((s) => s.status));
  if (['delivered', 'returned', 'canceled'].some((s) => happened.has(s))) return script;
  const at = (afterMs: number) => new Date(t + afterMs).toISOString();
  if (!happened.has('picked') && !happened.has('delivering')) return [...past, { status: 'canceled', at: at(0) }];
  const back = happened.has('returning') ? [] : [{ status: 'returning', at: at(0) }];
  return [...past, ...back, { status: 'returned', at: at(2 * DAY) }];
}

function validate(input: QuoteInput) {
  if (!input.from?.provinceCode || !input.to?.provinceCode) throw new Error('carrier quote: province codes are required');
  if (!Number.isFinite(input.weightGrams) || input.weightGrams < 0) throw new Error('carrier quote: weight must be a non-negative number');
}
