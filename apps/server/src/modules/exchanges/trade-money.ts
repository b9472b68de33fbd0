import type { Tx } from '../../db/client.js';
import { postJournal } from '../ledger/index.js';
import type { ExchangeRow } from './exchanges.repository.js';
import { compensationOutcomeKey } from './trade-parcels.js';

/** The posting keys of a trade's delivery fees: hold when paid; refund (cancel) or the order's use share the outcome key. */
export const feeHoldKey = (id: string, s: 'poster' | 'offerer') => `exchange:${id}:fee:${s}:hold`;
export const feeOutcomeKey = (id: string, s: 'poster' | 'offerer') => `exchange:${id}:fee:${s}:outcome`;

/**
 * Refunds the delivery fees still held on a trade (it is being canceled), under the trade's lock;
 * the caller locks the members' accounts first. Returns the new fee states.
 */
export async function refundHeldFees(tx: Tx, x: ExchangeRow) {
  const out: Partial<Pick<ExchangeRow, 'posterFeeState' | 'offererFeeState'>> = {};
  for (const side of ['poster', 'offerer'] as const) {
    const state = side === 'poster' ? x.posterFeeState : x.offererFeeState;
    const fee = (side === 'poster' ? x.posterFee : x.offererFee) ?? 0;
    const payer = side === 'poster' ? x.posterId : x.offererId;
    if (state !== 'held') continue;
    if (fee > 0) {
      await postJournal(tx, {
        kind: 'exchange_delivery_fee_refund',
        postingKey: feeOutcomeKey(x.id, side),
        referenceType: 'exchange',
        referenceId: x.id,
        memo: 'Hoàn phí vận chuyển trao đổi (giao dịch đã hủy)',
        lines: [
          { account: { owner: payer, kind: 'held' }, amount: -fee },
          { account: { owner: payer, kind: 'available' }, amount: fee },
        ],
      });
    }
    out[side === 'poster' ? 'posterFeeState' : 'offererFeeState'] = 'refunded';
  }
  return out;
}

/**
 * The compensation back to its payer (the trade is canceled or failed), under the trade's lock with
 * the members' accounts locked: the release's posting key, so at most one of them ever posts.
 * Returns the new compensation state.
 */
export async function refundCompensation(tx: Tx, x: ExchangeRow, memo: string): Promise<ExchangeRow['compensationState']> {
  if (x.compensationState !== 'held' || !x.compensationPayerId || !x.compensationAmount) return x.compensationState;
  await postJournal(tx, {
    kind: 'exchange_compensation_refund',
    postingKey: compensationOutcomeKey(x.id),
    referenceType: 'exchange',
    referenceId: x.id,
    memo,
    lines: [
      { account: { owner: x.compensationPayerId, kind: 'held' }, amount: -x.compensationAmount },
      { account: { owner: x.compensationPayerId, kind: 'available' }, amount: x.compensationAmount },
    ],
  });
  return 'refunded';
}
