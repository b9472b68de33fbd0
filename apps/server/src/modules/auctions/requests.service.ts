import { eq } from 'drizzle-orm';
import {
  auctionDeposit,
  auctionRequestBody,
  normalizeSearch,
  formatDateTime,
  KIT_STATUS_LABELS,
  type AuctionRequestBody,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, businessRule, conflict, issuesToFields, notFound, validationFailed } from '../../lib/errors.js';
import type { JobsPoke } from '../../lib/module.js';
import { recordStaffAction } from '../audit/index.js';
import { kitCards, kitNotFound, kits, lockKit, setKitStatus } from '../kits/index.js';
import { platformSetting } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { hasAuctionLeft, lockAuctionQuota } from '../plans/index.js';
import type { KitSnapshot } from './auctions.schema.js';
import { insertAuction, insertRequest, lockRequest, updateRequest, type RequestRow } from './auctions.repository.js';
import { scheduleClock } from './lifecycle.service.js';

const requestNotFound = () => notFound('Không tìm thấy yêu cầu đấu giá');
const DAY_MS = 86_400_000;

/**
 * Auction requests (product.md §7): a seller asks to put an `in_store` kit up for auction (the
 * kit becomes `pending_auction_approval` and the request counts against the plan's open-auction
 * quota, under the subscription lock); a moderator approves it (an auction `scheduled`, the kit
 * `auctioning`, its start and end jobs) or rejects it with a reason (the kit back in the
 * collection); the seller may withdraw it while pending. Two moderators deciding the same
 * request at once: the request row's lock lets the first decide and the second find it decided.
 */
export function requestsService({ db, clock, storage, jobs }: { db: Db; clock: Clock; storage: Storage; jobs: JobsPoke }) {
  void storage;
  return {
    async create(caller: Actor, input: unknown): Promise<RequestRow> {
      authorize(caller, 'shop.manage');
      const now = clock.now();
      const parsed = auctionRequestBody(now).safeParse(input);
      if (!parsed.success) throw validationFailed(issuesToFields(parsed.error));
      const body: AuctionRequestBody = parsed.data;
      const depositBps = await platformSetting(db, 'auction_deposit_rate_bps');
      return db.transaction(async (tx) => {
        // lock order: the seller's subscription (quota), then the kit
        const usage = await lockAuctionQuota(tx, caller.userId, now);
        if (!usage) throw businessRule('Bạn chưa có gói dịch vụ. Hãy đăng ký shop trước khi tạo yêu cầu đấu giá.');
        if (!hasAuctionLeft(usage)) {
          throw businessRule(
            `Bạn đã dùng hết lượt đấu giá của gói hiện tại (${usage.open_auctions_used}/${usage.max_open_auctions}). Hãy chờ phiên đang mở kết thúc hoặc nâng cấp gói dịch vụ.`,
            { open_auctions_used: usage.open_auctions_used, max_open_auctions: usage.max_open_auctions },
          );
        }
        const kit = await lockKit(tx, body.kit_id);
        if (!kit || kit.ownerId !== caller.userId) throw kitNotFound();
        if (kit.status !== 'in_store') {
          throw conflict(
            'conflict',
            `Chỉ đấu giá được mô hình đang ở trạng thái "${KIT_STATUS_LABELS.in_store}". Mô hình này đang ở trạng thái "${KIT_STATUS_LABELS[kit.status]}".`,
          );
        }
        const [card] = await kitCards(tx, { weightGrams: kits.weightGrams }).where(eq(kits.id, kit.id)).limit(1);
        if (!card!.primaryImageKey) throw businessRule('Mô hình cần có ảnh chính trước khi đưa lên đấu giá');
        await setKitStatus(tx, kit.id, ['in_store'], 'pending_auction_approval', { now });
        const snapshot: KitSnapshot = {
          id: kit.id,
          name: card!.name,
          slug: card!.slug,
          gradeCode: card!.gradeCode,
          gradeName: card!.gradeName,
          scale: card!.scale,
          condition: card!.condition,
          series: card!.series,
          weightGrams: card!.weightGrams,
          imageKey: card!.primaryImageKey,
        };
        const startAt = new Date(body.start_at);
        const request = await insertRequest(tx, {
          kitId: kit.id,
          sellerId: caller.userId,
          kitSnapshot: snapshot,
          startingPrice: body.starting_price,
          bidIncrement: body.bid_increment,
          buyNowPrice: body.buy_now_price ?? null,
          depositAmount: auctionDeposit(body.starting_price, depositBps),
          startAt,
          endAt: new Date(startAt.getTime() + body.duration_days * DAY_MS),
          createdAt: now,
          updatedAt: now,
        });
        return request;
      });
    },

    /** The seller withdraws a pending request: the kit goes back to the collection. */
    async withdraw(caller: Actor, requestId: string) {
      authorize(caller, 'shop.manage');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const r = await lockRequest(tx, requestId);
        if (!r || r.sellerId !== caller.userId) throw requestNotFound();
        if (r.status !== 'pending') throw new AppError('invalid_transition', 409, 'Chỉ rút được yêu cầu đang chờ duyệt');
        await lockKit(tx, r.kitId);
        await setKitStatus(tx, r.kitId, ['pending_auction_approval'], 'in_store', { now });
        return updateRequest(tx, r.id, { status: 'withdrawn', updatedAt: now });
      });
    },

    /** A moderator approves: the auction is scheduled with the requested times (they must still be ahead). */
    async approve(caller: Actor, requestId: string) {
      authorize(caller, 'auction.moderate');
      const now = clock.now();
      const res = await db.transaction(async (tx) => {
        const r = await lockRequest(tx, requestId);
        if (!r) throw requestNotFound();
        if (r.status !== 'pending') throw new AppError('invalid_transition', 409, 'Yêu cầu này đã được xử lý');
        if (r.startAt.getTime() <= now.getTime()) {
          throw businessRule('Thời điểm bắt đầu đã qua: hãy từ chối yêu cầu để người bán gửi lại với thời gian mới');
        }
        await lockKit(tx, r.kitId);
        await setKitStatus(tx, r.kitId, ['pending_auction_approval'], 'auctioning', { now });
        const k = r.kitSnapshot;
        const auction = await insertAuction(tx, {
          requestId: r.id,
          kitId: r.kitId,
          sellerId: r.sellerId,
          kitSnapshot: k,
          gradeCode: k.gradeCode,
          series: k.series,
          searchText: normalizeSearch(`${k.name} ${k.series} ${k.gradeCode} ${k.gradeName} ${k.scale}`),
          startingPrice: r.startingPrice,
          bidIncrement: r.bidIncrement,
          buyNowPrice: r.buyNowPrice,
          depositAmount: r.depositAmount,
          startAt: r.startAt,
          endAt: r.endAt,
          plannedEndAt: r.endAt,
          currentPrice: r.startingPrice,
          createdAt: now,
          updatedAt: now,
        });
        await scheduleClock(tx, auction);
        await updateRequest(tx, r.id, { status: 'approved', decidedBy: caller.userId, decidedAt: now, updatedAt: now });
        await recordStaffAction(tx, {
          actor: caller,
          action: 'auction_request.approve',
          target: { type: 'auction_request', id: r.id },
          before: { status: 'pending' },
          after: { status: 'approved', auction_id: auction.id },
          details: { kit: k.name, starting_price: r.startingPrice, start_at: r.startAt.toISOString() },
          at: now,
        });
        await notify(
          tx,
          {
            recipientId: r.sellerId,
            type: 'auction',
            title: 'Yêu cầu đấu giá đã được duyệt',
            message: `"${k.name}" sẽ được đấu giá từ ${formatDateTime(r.startAt)} đến ${formatDateTime(r.endAt)}.`,
            link: '/shop/auction-management',
            email: true,
          },
          now,
        );
        return auction;
      });
      jobs.poke();
      return res;
    },

    /** A moderator rejects with a reason: the kit goes back to the seller's collection. */
    async reject(caller: Actor, requestId: string, reason: string) {
      authorize(caller, 'auction.moderate');
      const now = clock.now();
      return db.transaction(async (tx) => {
        const r = await lockRequest(tx, requestId);
        if (!r) throw requestNotFound();
        if (r.status !== 'pending') throw new AppError('invalid_transition', 409, 'Yêu cầu này đã được xử lý');
        await lockKit(tx, r.kitId);
        await setKitStatus(tx, r.kitId, ['pending_auction_approval'], 'in_store', { now });
        const rejected = await updateRequest(tx, r.id, {
          status: 'rejected',
          decidedBy: caller.userId,
          decidedAt: now,
          rejectReason: reason,
          updatedAt: now,
        });
        await recordStaffAction(tx, {
          actor: caller,
          action: 'auction_request.reject',
          target: { type: 'auction_request', id: r.id },
          before: { status: 'pending' },
          after: { status: 'rejected' },
          reason,
          details: { kit: r.kitSnapshot.name },
          at: now,
        });
        await notify(
          tx,
          {
            recipientId: r.sellerId,
            type: 'auction',
            title: 'Yêu cầu đấu giá bị từ chối',
            message: `Yêu cầu đấu giá "${r.kitSnapshot.name}" bị từ chối: ${reason}. Mô hình đã trở về bộ sưu tập của bạn.`,
            link: '/shop/auction-management',
            email: true,
          },
          now,
        );
        return rejected;
      });
    },
  };
}

export type RequestsService = ReturnType<typeof requestsService>;
