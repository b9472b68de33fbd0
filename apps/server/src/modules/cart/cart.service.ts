import { CART_MAX_ITEMS, type CartItem } from '@cho-gundam/contracts';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { businessRule, conflict, notFound } from '../../lib/errors.js';
import { authorize, type Actor } from '../../lib/access.js';
import { imageUrls } from '../kits/index.js';
import * as repo from './cart.repository.js';

export interface CartDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
}

const kitNotFound = () => notFound('Không tìm thấy sản phẩm');

/**
 * A kit is "available" while it is published by someone else: a line whose kit was taken down,
 * sold or bought by the member elsewhere stays in the cart, marked unavailable (checkout refuses it).
 */
export function presentCartLine(row: repo.CartLineRow, storage: Pick<Storage, 'url'>): CartItem {
  return {
    cart_item_id: row.id,
    gundam_id: row.kitId,
    gundam_name: row.name,
    gundam_slug: row.slug,
    gundam_price: row.price,
    gundam_image_url: row.imageKey ? imageUrls(storage, row.imageKey).card : null,
    seller_id: row.ownerId,
    seller_name: row.shopName ?? row.ownerName,
    available: row.status === 'published' && row.ownerId !== row.userId,
    added_at: row.addedAt.toISOString(),
  };
}

/** The member's cart (seed §4, §7; product.md §5): published kits of other members, each at most once. */
export function cartService({ db, clock, storage }: CartDeps) {
  return {
    async list(caller: Actor): Promise<CartItem[]> {
      authorize(caller, 'cart.use');
      return (await repo.listCart(db, caller.userId, CART_MAX_ITEMS)).map((r) => presentCartLine(r, storage));
    },

    async add(caller: Actor, kitId: string): Promise<CartItem> {
      authorize(caller, 'cart.use');
      const id = await db.transaction(async (tx) => {
        const kit = await repo.findKit(tx, kitId);
        if (!kit) throw kitNotFound();
        if (kit.ownerId === caller.userId) throw businessRule('Bạn không thể mua sản phẩm của chính mình');
        if (kit.status !== 'published') throw businessRule('Sản phẩm này hiện không còn được bán');
        await repo.lockCartOwner(tx, caller.userId);
        if (await repo.isInCart(tx, caller.userId, kitId)) throw conflict('conflict', 'Sản phẩm đã có trong giỏ hàng');
        if ((await repo.cartSize(tx, caller.userId)) >= CART_MAX_ITEMS) {
          throw businessRule(`Giỏ hàng đã đầy (tối đa ${CART_MAX_ITEMS} sản phẩm). Hãy xóa bớt sản phẩm trước khi thêm.`, {
            max: CART_MAX_ITEMS,
          });
        }
        const inserted = await repo.insertCartItem(tx, caller.userId, kitId, clock.now());
        if (!inserted) throw conflict('conflict', 'Sản phẩm đã có trong giỏ hàng');
        return inserted;
      });
      return presentCartLine((await repo.findCartLine(db, id))!, storage);
    },

    /** Someone else's line is "not found": its id tells nothing. */
    async remove(caller: Actor, cartItemId: string): Promise<void> {
      authorize(caller, 'cart.use');
      if (!(await repo.deleteCartItem(db, caller.userId, cartItemId))) throw notFound('Không tìm thấy sản phẩm trong giỏ hàng');
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
