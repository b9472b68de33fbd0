import { inArray } from 'drizzle-orm';
import {
  auditActionLabel,
  COMPENSATION_STATE_LABELS,
  FEE_STATE_LABELS,
  type ModeratorExchangeDetail,
  type ModeratorExchangesQuery,
  type ModeratorExchangesResponse,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { auditOfTarget } from '../audit/index.js';
import { ordersReadService } from '../orders/index.js';
import { users } from '../users/index.js';
import {
  countModeratorExchanges,
  disputesOf,
  listModeratorExchanges,
  moderatorExchangeWhere,
  stuckReasonOf,
} from './exchange-moderation.repository.js';
import { presentExchanges } from './exchanges.presenter.js';
import { findExchange } from './exchanges.repository.js';
import { parcelToReturn } from './exchange-decisions.js';
import { exchangeNotFound } from './trades.service.js';

/** "Quản lý trao đổi": every trade with server-side filters, and one trade's whole story for a decision. */
export function exchangeModerationService({ db, clock, storage }: { db: Db; clock: Clock; storage: Storage }) {
  const orderReads = ordersReadService({ db, clock });
  return {
    async list(caller: Actor, q: ModeratorExchangesQuery): Promise<ModeratorExchangesResponse> {
      authorize(caller, 'exchange.moderate');
      const now = clock.now();
      const where = moderatorExchangeWhere(q, now);
      const [rows, total] = await Promise.all([
        listModeratorExchanges(db, where, now, q.page_size, (q.page - 1) * q.page_size),
        countModeratorExchanges(db, where),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.x.id,
          status: r.x.status,
          poster: { id: r.x.posterId, name: r.posterName, email: r.posterEmail },
          offerer: { id: r.x.offererId, name: r.offererName, email: r.offererEmail },
          compensation_amount: r.x.compensationAmount,
          compensation_state: r.x.compensationState,
          order_statuses: { to_poster: r.toPosterStatus, to_offerer: r.toOffererStatus },
          stuck_reason: r.stuckReason,
          open_disputes: Number(r.openDisputes),
          created_at: r.x.createdAt.toISOString(),
          updated_at: r.x.updatedAt.toISOString(),
        })),
        page: q.page,
        page_size: q.page_size,
        total,
      };
    },

    async detail(caller: Actor, id: string): Promise<ModeratorExchangeDetail> {
      authorize(caller, 'exchange.moderate');
      const x = await findExchange(db, id);
      if (!x) throw exchangeNotFound();
      const now = clock.now();
      const [[trade], people, disputes, audit, stuck, toPoster, toOfferer] = await Promise.all([
        presentExchanges(db, storage, [x], caller.userId),
        db
          .select({ id: users.id, name: users.fullName, email: users.email })
          .from(users)
          .where(inArray(users.id, [x.posterId, x.offererId])),
        disputesOf(db, x.id),
        auditOfTarget(db, { type: 'exchange', id: x.id }),
        stuckReasonOf(db, x.id, now),
        x.orderToPosterId ? orderReads.detail(caller, x.orderToPosterId) : null,
        x.orderToOffererId ? orderReads.detail(caller, x.orderToOffererId) : null,
      ]);
      const person = (uid: string) => people.find((p) => p.id === uid) ?? { id: uid, name: '', email: '' };
      const live = x.status === 'pending' || x.status === 'packaging';
      const fee = (side: 'poster' | 'offerer') => ({
        side,
        payer_name: person(side === 'poster' ? x.posterId : x.offererId).name,
        amount: side === 'poster' ? x.posterFee : x.offererFee,
        state_label: FEE_STATE_LABELS[side === 'poster' ? x.posterFeeState : x.offererFeeState],
      });
      return {
        trade: trade!,
        stuck_reason: live ? stuck : null,
        parties: { poster: person(x.posterId), offerer: person(x.offererId) },
        order_to_poster: toPoster,
        order_to_offerer: toOfferer,
        disputes: disputes.map(({ d, name }) => ({
          id: d.id,
          side: d.side,
          opened_by: { id: d.openedBy, name },
          reason: d.reason,
          image_urls: d.photoKeys.map((k) => storage.url(k)),
          status: d.status,
          created_at: d.createdAt.toISOString(),
          resolved_at: d.resolvedAt?.toISOString() ?? null,
        })),
        money: {
          compensation:
            x.compensationPayerId && x.compensationAmount
              ? {
                  payer_name: person(x.compensationPayerId).name,
                  amount: x.compensationAmount,
                  state: x.compensationState,
                  state_label: COMPENSATION_STATE_LABELS[x.compensationState] ?? x.compensationState,
                }
              : null,
          fees: [fee('poster'), fee('offerer')],
        },
        decisions: audit.map((a) => ({
          id: Number(a.id),
          action_label: auditActionLabel(a.action),
          reason: a.reason,
          actor_name: a.actorName,
          created_at: a.createdAt.toISOString(),
        })),
        can_decide: {
          complete: x.status === 'packaging' && toPoster?.status === 'delivered' && toOfferer?.status === 'delivered',
          refund: live,
          return:
            x.status === 'packaging' &&
            [toPoster, toOfferer].some((o) => !!o && parcelToReturn({ status: o.status, isPackaged: o.is_packaged })),
        },
      };
    },
  };
}

export type ExchangeModerationService = ReturnType<typeof exchangeModerationService>;
