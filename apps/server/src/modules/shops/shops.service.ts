import { randomBytes } from 'node:crypto';
import {
  slugify,
  type MyShopResponse,
  type PublicShop,
  type RegisterShopBody,
  type StaffShopOption,
  type UpdateShopBody,
} from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { businessRule, conflict, notFound } from '../../lib/errors.js';
import { authorize, type Actor } from '../../lib/access.js';
import { pickupAddressOf, presentAddress } from '../addresses/index.js';
import { setShopSearchText } from '../kits/index.js';
import { currentUsage, startTrial } from '../plans/index.js';
import { lockUser, setUserRole } from '../users/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { presentShop } from './shops.presenter.js';
import * as repo from './shops.repository.js';

export interface ShopsDeps {
  db: Db;
  clock: Clock;
}

const nameTaken = () => conflict('conflict', 'Tên shop này đã được sử dụng. Vui lòng chọn tên khác.');
const alreadyHasShop = () => conflict('conflict', 'Bạn đã có shop. Mỗi tài khoản chỉ mở được một shop.');
export const shopNotFound = () => notFound('Không tìm thấy shop');
const noShopYet = () => notFound('Bạn chưa có shop. Hãy đăng ký shop trước.');

/** "Gundam Nhà Bình" → "gundam-nha-binh-x7k2p9": readable, and unique thanks to the random suffix. */
function shopSlug(name: string) {
  const base = slugify(name).slice(0, 40).replace(/-+$/, '') || 'shop';
  const suffix = Array.from(randomBytes(6), (b) => '0123456789abcdefghijklmnopqrstuvwxyz'[b % 36]).join('');
  return `${base}-${suffix}`;
}

export function shopsService({ db, clock }: ShopsDeps) {
  async function myShop(userId: string): Promise<MyShopResponse> {
    const shop = await repo.findShopByOwner(db, userId);
    if (!shop) throw noShopYet();
    const [pickup, usage] = await Promise.all([pickupAddressOf(db, userId), currentUsage(db, userId, clock.now())]);
    if (!usage) throw businessRule('Shop của bạn chưa có gói dịch vụ. Vui lòng liên hệ hỗ trợ.');
    return { shop: presentShop(shop), pickup_address: pickup ? presentAddress(pickup) : null, subscription: usage };
  }

  return {
    /**
     * product.md §4 / original §8.1: a member with a verified phone number and a pickup address
     * opens one shop; in the same transaction they become a seller on the trial plan.
     */
    async register(caller: Actor, body: RegisterShopBody): Promise<MyShopResponse> {
      authorize(caller, 'shop.open');
      const now = clock.now();
      const open = () =>
        db.transaction(async (tx) => {
          const user = await lockUser(tx, caller.userId);
          if (!user) throw notFound('Không tìm thấy người dùng');
          if (await repo.findShopByOwner(tx, caller.userId)) throw alreadyHasShop();
          if (!user.phoneNumberVerified) {
            throw businessRule('Bạn cần xác thực số điện thoại trước khi mở shop', {
              fields: [{ field: 'phone_number', message: 'Số điện thoại chưa được xác thực' }],
            });
          }
          if (!(await pickupAddressOf(tx, caller.userId))) {
            throw businessRule('Bạn cần thêm địa chỉ lấy hàng trước khi mở shop', {
              fields: [{ field: 'pickup_address', message: 'Chưa có địa chỉ lấy hàng' }],
            });
          }
          if (await repo.shopNameTaken(tx, body.name)) throw nameTaken();
          await repo.insertShop(tx, { ownerId: caller.userId, name: body.name, slug: shopSlug(body.name), createdAt: now, updatedAt: now });
          // the kits already in the collection are found by the shop's name from now on
          await setShopSearchText(tx, caller.userId, body.name);
          if (user.role === 'member') await setUserRole(tx, caller.userId, 'seller', now);
          await startTrial(tx, caller.userId, now);
        });
      for (let attempt = 1; ; attempt++) {
        try {
          await open();
          break;
        } catch (err) {
          // a slug suffix drawn twice (1 in 2 billion): draw again
          if (isUniqueViolation(err, 'shops_slug_key') && attempt < 3) continue;
          // two requests racing past the checks: the unique indexes decide
          if (isUniqueViolation(err, 'shops_name_key')) throw nameTaken();
          if (isUniqueViolation(err, 'shops_owner_key') || isUniqueViolation(err, 'seller_subscriptions_one_active'))
            throw alreadyHasShop();
          throw err;
        }
      }
      return myShop(caller.userId);
    },

    async mine(caller: Actor): Promise<MyShopResponse> {
      authorize(caller, 'shop.manage');
      return myShop(caller.userId);
    },

    /** The slug stays when the name changes: links to the shop keep working. */
    async updateMine(caller: Actor, body: UpdateShopBody): Promise<MyShopResponse> {
      authorize(caller, 'shop.manage');
      const shop = await repo.findShopByOwner(db, caller.userId);
      if (!shop) throw noShopYet();
      const patch: Parameters<typeof repo.updateShop>[2] = {};
      if (body.name !== undefined && body.name !== shop.name) {
        if (await repo.shopNameTaken(db, body.name, shop.id)) throw nameTaken();
        patch.name = body.name;
      }
      if (body.description !== undefined) patch.description = body.description;
      if (Object.keys(patch).length > 0) {
        try {
          await db.transaction(async (tx) => {
            await repo.updateShop(tx, shop.id, { ...patch, updatedAt: clock.now() });
            if (patch.name) await setShopSearchText(tx, caller.userId, patch.name);
          });
        } catch (err) {
          if (isUniqueViolation(err, 'shops_name_key')) throw nameTaken();
          throw err;
        }
      }
      return myShop(caller.userId);
    },

    async publicShop(slugOrId: string): Promise<PublicShop> {
      const row = await repo.findPublicShop(db, slugOrId);
      if (!row) throw shopNotFound();
      return {
        id: row.shop.id,
        slug: row.shop.slug,
        name: row.shop.name,
        description: row.shop.description,
        owner: { id: row.owner.id, full_name: row.owner.fullName, avatar_url: row.owner.avatarUrl },
        joined_at: row.shop.createdAt.toISOString(),
        published_count: Number(row.published),
        rating: null,
      };
    },

    /** Order management's shop picker (staff only). */
    async searchForStaff(caller: Actor, q: string): Promise<StaffShopOption[]> {
      authorize(caller, 'orders.moderate');
      const rows = await repo.searchShopsForStaff(db, q);
      return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, owner_name: r.ownerName }));
    },
  };
}

export type ShopsService = ReturnType<typeof shopsService>;
