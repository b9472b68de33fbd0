import type { Shop } from '@cho-gundam/contracts';
import type { ShopRow } from './shops.repository.js';

export function presentShop(row: ShopRow): Shop {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    owner_id: row.ownerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
