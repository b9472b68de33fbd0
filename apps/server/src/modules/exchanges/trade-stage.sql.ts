import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PARCEL_STAGE, type TradeStageFilter } from '@cho-gundam/contracts';
import { exchanges } from './exchanges.schema.js';

// The stage filter of a member's trades, in SQL, from the same table as `tradeStageOf` (contracts):
// the stages that are a stored status are plain conditions on `exchanges.status`; the three parcel
// stages of a `packaging` trade compare its two orders (looked up by primary key, row by row, on
// the member's own trades only, which the parties' indexes find first).

const RANK = { packing: 1, shipping: 2, receiving: 3 } as const;
const statusesOf = (stage: keyof typeof RANK) =>
  Object.entries(PARCEL_STAGE)
    .filter(([, s]) => RANK[s] >= RANK[stage])
    .map(([status]) => status);

/** How far the parcel of this order column got, at least `stage`. */
const parcelAtLeast = (orderId: AnyColumn, stage: keyof typeof RANK) =>
  sql`(select o.status from orders o where o.id = ${orderId}) in (${sql.join(
    statusesOf(stage).map((s) => sql`${s}`),
    sql`, `,
  )})`;
const bothAtLeast = (stage: keyof typeof RANK): SQL =>
  and(parcelAtLeast(exchanges.orderToPosterId, stage), parcelAtLeast(exchanges.orderToOffererId, stage))!;

/** The slower parcel is at `stage`: both reached it and not both went further. */
function parcelStage(stage: keyof typeof RANK): SQL {
  const next = stage === 'packing' ? 'shipping' : stage === 'shipping' ? 'receiving' : null;
  return and(eq(exchanges.status, 'packaging'), bothAtLeast(stage), next ? sql`not ${bothAtLeast(next)}` : undefined)!;
}

/** The condition for a stage filter, or for a group of stages (`live`, `history`). */
export function tradeStageCondition(filter: TradeStageFilter): SQL {
  switch (filter) {
    case 'live':
      return inArray(exchanges.status, ['pending', 'packaging']);
    case 'history':
      return inArray(exchanges.status, ['completed', 'canceled', 'failed']);
    case 'fees':
      return eq(exchanges.status, 'pending');
    case 'packing':
    case 'shipping':
    case 'receiving':
      return parcelStage(filter);
    default:
      return eq(exchanges.status, filter);
  }
}
