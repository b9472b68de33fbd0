import { z } from 'zod';
import { ORDER_STATUSES } from './order-labels.js';

// Where a trade stands: its stages and their rule are zod-free (exchange-labels.ts, in core.ts too).
export {
  HISTORY_TRADE_STAGES,
  LIVE_TRADE_STAGES,
  PARCEL_STAGE,
  TRADE_STAGE_LABELS,
  TRADE_STAGES,
  tradeStageOf,
  type TradeStage,
} from './exchange-labels.js';

/** One parcel of a trade as its list shows it (the order's status, packed or not, the automatic receipt). */
export const tradeParcelSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  is_packaged: z.boolean(),
  auto_complete_at: z.string().nullable(),
});
export type TradeParcel = z.infer<typeof tradeParcelSchema>;
