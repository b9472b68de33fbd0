import { AUCTION_RULES } from '@cho-gundam/contracts';
import type { Tx } from '../../db/client.js';
import { lockAccounts, postJournal } from '../ledger/index.js';
import type { AuctionRow, ParticipantRow } from './auctions.repository.js';
import { setDepositState } from './auctions.repository.js';

/**
 * The deposit's journals (docs/domain/auctions.md, ADR 0004). Joining moves the deposit from the
 * member's available balance to held. It ends in exactly one of: released (back to available),
 * forfeited (70 % to the seller's available balance, 30 % to platform revenue) or applied (it stays
 * held and becomes part of the auction order's payment). Release and forfeit share one posting key
 * per participant, so only one of them can ever post.
 */
const holdKey = (auctionId: string, userId: string) => `auction:${auctionId}:deposit:${userId}:hold`;
const outcomeKey = (auctionId: string, userId: string) => `auction:${auctionId}:deposit:${userId}:outcome`;

export async function holdDeposit(tx: Tx, a: Pick<AuctionRow, 'id' | 'depositAmount'>, userId: string, label: string) {
  return postJournal(tx, {
    kind: 'auction_deposit',
    postingKey: holdKey(a.id, userId),
    referenceType: 'auction',
    referenceId: a.id,
    memo: `Đặt cọc đấu giá ${label}`,
    lines: [
      { account: { owner: userId, kind: 'available' }, amount: -a.depositAmount },
      { account: { owner: userId, kind: 'held' }, amount: a.depositAmount },
    ],
  });
}

/**
 * Every still-held deposit of these participants goes back to available (losers at the end, all of
 * them when the auction fails or is canceled). Their accounts are locked first in one id-ordered
 * statement, after the auction (the auction lock order: auction → kit → ledger accounts).
 */
export async function releaseDeposits(tx: Tx, a: Pick<AuctionRow, 'id'>, participants: ParticipantRow[], label: string, now: Date) {
  const held = participants.filter((p) => p.depositState === 'held');
  if (!held.length) return [];
  await lockAccounts(tx, { owners: held.map((p) => p.userId), platform: [] });
  for (const p of held) {
    await postJournal(tx, {
      kind: 'auction_deposit_release',
      postingKey: outcomeKey(a.id, p.userId),
      referenceType: 'auction',
      referenceId: a.id,
      memo: `Hoàn cọc đấu giá ${label}`,
      lines: [
        { account: { owner: p.userId, kind: 'held' }, amount: -p.depositAmount },
        { account: { owner: p.userId, kind: 'available' }, amount: p.depositAmount },
      ],
    });
    await setDepositState(tx, p.id, 'released', now);
  }
  return held;
}

/** The winner did not pay: the seller gets 70 % of the deposit (rounded down), the platform the rest. */
export async function forfeitDeposit(
  tx: Tx,
  a: Pick<AuctionRow, 'id' | 'sellerId'>,
  p: ParticipantRow,
  sellerBps: number,
  label: string,
  now: Date,
) {
  const toSeller = Math.floor((p.depositAmount * sellerBps) / 10_000);
  await lockAccounts(tx, { owners: [p.userId, a.sellerId], platform: ['revenue'] });
  await postJournal(tx, {
    kind: 'auction_deposit_forfeit',
    postingKey: outcomeKey(a.id, p.userId),
    referenceType: 'auction',
    referenceId: a.id,
    memo: `Mất cọc đấu giá ${label} (không thanh toán đúng hạn)`,
    lines: [
      { account: { owner: p.userId, kind: 'held' }, amount: -p.depositAmount },
      { account: { owner: a.sellerId, kind: 'available' }, amount: toSeller },
      { account: { platform: 'revenue' }, amount: p.depositAmount - toSeller },
    ],
  });
  await setDepositState(tx, p.id, 'forfeited', now);
  return { toSeller, toPlatform: p.depositAmount - toSeller };
}

export const DEFAULT_FORFEIT_SELLER_BPS = AUCTION_RULES.forfeitSellerBps;
