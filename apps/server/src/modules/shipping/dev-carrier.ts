import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { failureTail } from '../../integrations/carrier/simulated.js';
import { conflict, notFound } from '../../lib/errors.js';
import { simulatedParcels } from '../../integrations/carrier/simulated.schema.js';

/**
 * Scripting the simulated carrier (development and tests only; the routes are not registered in
 * production). A parcel's script is its whole timeline `[{status, at}]`; what lies in the past has
 * "happened", the rest is scheduled.
 *
 * - `fail`: the delivery attempt fails: the scheduled `delivered` becomes `delivery_failed` at the
 *   same time, then `returning` (+6 h) and `returned` (+2 days).
 * - `deliver`: undoes a scheduled failure: the first scheduled failure/return step becomes
 *   `delivered` at its time (also after a failed attempt: the carrier's retry succeeds).
 * - `advance`: everything scheduled happens now.
 */
export type ScriptOutcome = 'deliver' | 'fail' | 'advance';
type Step = { status: string; at: string };

const FAIL_STEPS = ['delivery_failed', 'returning', 'returned'];

export async function scriptParcel(db: Db, trackingCode: string, outcome: ScriptOutcome, now: Date): Promise<Step[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(simulatedParcels).where(eq(simulatedParcels.trackingCode, trackingCode)).for('update');
    if (!row) throw notFound('Không tìm thấy vận đơn mô phỏng');
    const t = now.getTime();
    const past = row.script.filter((s) => new Date(s.at).getTime() <= t);
    const future = row.script.filter((s) => new Date(s.at).getTime() > t);
    const happened = new Set(past.map((s) => s.status));
    const finished = ['delivered', 'returned', 'canceled'].some((s) => happened.has(s));
    let script: Step[];
    if (outcome === 'advance') {
      script = [...past, ...future.map((s) => ({ ...s, at: now.toISOString() }))];
    } else if (finished) {
      throw conflict('invalid_transition', 'Vận đơn đã kết thúc (đã giao hoặc đã hoàn), không thể đổi kịch bản');
    } else if (outcome === 'fail') {
      if (happened.has('delivery_failed')) {
        // already failed once: schedule the return from now
        const kept = future.filter((s) => !FAIL_STEPS.includes(s.status) && s.status !== 'delivered');
        const tail = failureTail().slice(1);
        script = [...past, ...kept, ...tail.map((s) => ({ status: s.status, at: new Date(t + s.afterMs).toISOString() }))];
      } else {
        const deliveredAt = future.find((s) => s.status === 'delivered' || FAIL_STEPS.includes(s.status))?.at ?? now.toISOString();
        const base = new Date(deliveredAt).getTime();
        const kept = future.filter((s) => s.status !== 'delivered' && !FAIL_STEPS.includes(s.status));
        script = [...past, ...kept, ...failureTail().map((s) => ({ status: s.status, at: new Date(base + s.afterMs).toISOString() }))];
      }
    } else {
      if (happened.has('returning')) throw conflict('invalid_transition', 'Hàng đang được hoàn về người bán, không thể giao lại');
      const firstFail = future.find((s) => FAIL_STEPS.includes(s.status) || s.status === 'delivered');
      const at = firstFail?.at ?? now.toISOString();
      const kept = future.filter((s) => s.status !== 'delivered' && !FAIL_STEPS.includes(s.status));
      script = [...past, ...kept, { status: 'delivered', at }];
    }
    script.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
    await tx.update(simulatedParcels).set({ script }).where(eq(simulatedParcels.trackingCode, trackingCode));
    return script;
  });
}

/** Every simulated parcel's next scheduled step happens now. Returns the tracking codes moved. */
export async function advanceAllParcels(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(simulatedParcels).for('update');
    const moved: string[] = [];
    const t = now.getTime();
    for (const row of rows) {
      const idx = row.script.findIndex((s) => new Date(s.at).getTime() > t);
      if (idx < 0) continue;
      const script = row.script.map((s, i) => (i === idx ? { ...s, at: now.toISOString() } : s));
      await tx.update(simulatedParcels).set({ script }).where(eq(simulatedParcels.trackingCode, row.trackingCode));
      moved.push(row.trackingCode);
    }
    return moved;
  });
}
