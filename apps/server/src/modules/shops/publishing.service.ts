import {
  KIT_STATUS_LABELS,
  type Paged,
  type PublishKitBody,
  type PublishKitResponse,
  type SellerKit,
  type SellerKitsQuery,
  type SubscriptionUsage,
} from '@cho-gundam/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { businessRule, conflict } from '../../lib/errors.js';
import { authorize, type Actor } from '../../lib/access.js';
import { kitNotFound, lockKit, presentKitCard, setKitStatus } from '../kits/index.js';
import * as sellers from './sellers.repository.js';
import { currentUsage, lockListingQuota } from '../plans/index.js';

export interface PublishingDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

export function presentSellerKit(row: sellers.SellerKitRow, storage: Storage): SellerKit {
  return { ...presentKitCard(row, storage), view_count: row.viewCount };
}

/** The seller's kit, locked; a kit of someone else is "not found" (the URL names nothing of theirs). */
async function lockOwnKit(tx: Executor, sellerId: string, kitId: string) {
  const kit = await lockKit(tx, kitId);
  if (!kit || kit.ownerId !== sellerId) throw kitNotFound();
  return kit;
}

const noSubscription = () => businessRule('Bạn chưa có gói dịch vụ. Hãy đăng ký shop trước khi đăng bán.');

/**
 * Listing a kit for sale and taking it down (product.md §4). The quota is the number of kits
 * published at once: it is counted, not stored, so it can never drift.
 * Lock order: the subscription row, then the kit — the same in every path that takes both.
 */
export function publishingService({ db, clock, storage }: PublishingDeps) {
  async function result(tx: Executor, kitId: string, usage: SubscriptionUsage) {
    const kit = await sellers.sellerKit(tx, kitId);
    return { kit: presentSellerKit(kit!, storage), subscription: usage };
  }

  return {
    /**
     * in_store → published. One transaction: lock the seller's subscription (publishes of one
     * seller queue here), lock the kit, check it, count the published kits in a fresh statement,
     * refuse at the limit, then the conditional status change. Concurrent publishes at the edge
     * of the quota therefore see each other's commits and can never exceed it.
     */
    async publish(caller: Actor, kitId: string, body: PublishKitBody): Promise<PublishKitResponse> {
      const now = clock.now();
      authorize(caller, 'shop.manage');
      return db.transaction(async (tx) => {
        const quota = await lockListingQuota(tx, caller.userId, now);
        if (!quota) throw noSubscription();
        const kit = await lockOwnKit(tx, caller.userId, kitId);
        if (kit.status === 'published') throw conflict('conflict', 'Mô hình này đang được đăng bán rồi');
        if (kit.status !== 'in_store') {
          throw conflict(
            'conflict',
            `Chỉ đăng bán được mô hình đang ở trạng thái "${KIT_STATUS_LABELS.in_store}". Mô hình này đang ở trạng thái "${KIT_STATUS_LABELS[kit.status]}".`,
          );
        }
        const price = body?.price ?? kit.price;
        if (price === null) {
          throw businessRule('Vui lòng nhập giá bán (tối thiểu 1.000 ₫) trước khi đăng bán', {
            fields: [{ field: 'price', message: 'Chưa có giá bán' }],
          });
        }
        if (!(await sellers.hasPrimaryImage(tx, kitId))) throw businessRule('Mô hình cần có ảnh chính trước khi đăng bán');

        const usage = quota.usage();
        if (!quota.hasRoom()) {
          const ended = usage.expired ? ' Gói trả phí của bạn đã hết hạn nên đang áp dụng giới hạn của gói dùng thử.' : '';
          throw businessRule(
            `Bạn đã dùng hết lượt đăng bán của gói hiện tại (${usage.listings_used}/${usage.max_listings}).${ended} Hãy hủy bán một sản phẩm khác hoặc nâng cấp gói dịch vụ.`,
            { listings_used: usage.listings_used, max_listings: usage.max_listings, plan_code: usage.plan_code },
          );
        }
        if (price !== kit.price) await sellers.setPrice(tx, kitId, price, now);
        await setKitStatus(tx, kitId, ['in_store'], 'published', { now, publishedAt: now });
        return result(tx, kitId, await quota.recount());
      });
    },

    /** /shop/management: the seller's kits with search, filters, sort and pages. */
    async listKits(caller: Actor, query: SellerKitsQuery): Promise<Paged<SellerKit>> {
      authorize(caller, 'shop.manage');
      const { rows, total } = await sellers.listSellerKits(db, caller.userId, query);
      return { items: rows.map((r) => presentSellerKit(r, storage)), page: query.page, page_size: query.page_size, total };
    },

    /**
     * published → in_store. Cart lines that hold the kit are kept: the buyer sees it as
     * unavailable (and it becomes available again if the seller lists it again); checkout
     * refuses it. Taking a listing down needs no quota, so the subscription is not locked.
     */
    async unpublish(caller: Actor, kitId: string): Promise<PublishKitResponse> {
      const now = clock.now();
      authorize(caller, 'shop.manage');
      return db.transaction(async (tx) => {
        const kit = await lockOwnKit(tx, caller.userId, kitId);
        if (kit.status !== 'published') {
          throw conflict(
            'conflict',
            `Chỉ hủy bán được mô hình đang ở trạng thái "${KIT_STATUS_LABELS.published}". Mô hình này đang ở trạng thái "${KIT_STATUS_LABELS[kit.status]}".`,
          );
        }
        await setKitStatus(tx, kitId, ['published'], 'in_store', { now, publishedAt: null });
        const usage = await currentUsage(tx, caller.userId, now);
        if (!usage) throw noSubscription();
        return result(tx, kitId, usage);
      });
    },
  };
}

export type PublishingService = ReturnType<typeof publishingService>;
