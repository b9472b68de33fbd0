import {
  AUCTION_STATUS_LABELS,
  EXCHANGE_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  STAFF_ACTION_LABELS,
  type AuctionStatus,
  type ExchangeStatus,
  type MemberDetail,
  type OrderStatus,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import { can, type Actor } from '../../lib/access.js';
import { auditOfTarget } from '../audit/index.js';
import { listLiveSessions } from '../auth/index.js';
import { recentAuctionsOfUser } from '../auctions/index.js';
import { tradesOfMember } from '../exchanges/index.js';
import { flagsAgainstMember } from '../flags/index.js';
import { recentOrdersOfUser } from '../orders/index.js';
import { currentUsage } from '../plans/index.js';
import { findShopByOwner } from '../shops/index.js';
import { memberWalletSummary } from '../wallet/index.js';
import { presentMember } from './user-admin.presenter.js';
import { userNameOf, type UserRow } from './user-admin.repository.js';

const RECENT = 10;

/** Audit rows keep the text of a warning in `details.message`. */
function auditMessage(details: unknown): string | null {
  const m = (details as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : null;
}

/**
 * A member's whole picture for the moderators' drawer (docs/domain/back-office.md): account, shop,
 * plan, wallet, recent orders, auctions and trades, reports against them, sessions and the audit trail.
 */
export async function memberDetail(db: Db, actor: Actor, user: UserRow, now: Date): Promise<MemberDetail> {
  const userId = user.id;
  const [shop, plan, wallet, orders, auctions, sessions, audit, lockedByName, trades, flags] = await Promise.all([
    findShopByOwner(db, userId),
    currentUsage(db, userId, now),
    memberWalletSummary(db, userId, RECENT),
    recentOrdersOfUser(db, userId, RECENT),
    recentAuctionsOfUser(db, userId, RECENT),
    listLiveSessions(db, userId, now, 20),
    auditOfTarget(db, { type: 'user', id: userId }, 30),
    userNameOf(db, user.lockedBy),
    tradesOfMember(db, userId, RECENT),
    flagsAgainstMember(db, userId, 20),
  ]);
  const lockable = can(actor, 'member.lock', { userId, role: user.role });
  return {
    user: {
      ...presentMember(user),
      email_verified: user.emailVerified,
      phone_number_verified: user.phoneNumberVerified,
      locked_at: user.lockedAt?.toISOString() ?? null,
      locked_by_name: lockedByName,
      has_password: user.passwordHash !== null,
    },
    shop: shop ? { id: shop.id, name: shop.name, slug: shop.slug, created_at: shop.createdAt.toISOString() } : null,
    plan: plan
      ? { name: plan.subscription_name, ends_at: plan.end_date, listings_used: plan.listings_used, listing_limit: plan.max_listings }
      : null,
    wallet,
    orders: orders.map((o) => ({
      id: o.id,
      code: o.code,
      side: o.side,
      type: o.type,
      status: o.status,
      status_label: ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
      total_amount: o.totalAmount,
      created_at: o.createdAt.toISOString(),
    })),
    auctions: auctions.map((a) => ({
      id: a.id,
      name: a.name,
      side: a.side,
      status: a.status,
      status_label: AUCTION_STATUS_LABELS[a.status as AuctionStatus] ?? a.status,
      current_price: a.currentPrice,
      end_at: a.endAt.toISOString(),
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      user_agent: s.userAgent,
      ip: s.ip,
      created_at: s.createdAt.toISOString(),
      last_used_at: s.lastUsedAt.toISOString(),
    })),
    audit: audit.map((r) => ({
      id: r.id,
      action: r.action,
      action_label: STAFF_ACTION_LABELS[r.action] ?? r.action,
      actor_name: r.actorName,
      reason: r.reason,
      message: auditMessage(r.details),
      created_at: r.createdAt.toISOString(),
    })),
    trades: trades.map((x) => ({
      id: x.id,
      role: x.role,
      other: { id: x.other.id, full_name: x.other.fullName },
      status: x.status,
      status_label: EXCHANGE_STATUS_LABELS[x.status as ExchangeStatus] ?? x.status,
      created_at: x.createdAt.toISOString(),
    })),
    flags: flags.map((f) => ({
      target_type: f.targetType,
      target_id: f.targetId,
      title: f.title,
      count: f.count,
      reasons: f.reasons,
      status: f.status,
      last_at: f.lastAt.toISOString(),
    })),
    actions: {
      lock: lockable && user.status === 'active',
      unlock: lockable && user.status === 'locked',
      warn: can(actor, 'member.warn', { userId }),
    },
  };
}
