import { KIT_STATUSES, type CollectionStats, type KitDetail, type KitStatus } from '@cho-gundam/contracts';
import { imageUrls, presentKitCard, type KitImageStorage } from './kits.cards.js';
import type { collectionStats, GradeRow, KitAccessoryRow, KitImageRow, KitRow } from './kits.repository.js';

export function presentKitDetail(
  kit: KitRow,
  grade: GradeRow,
  images: KitImageRow[],
  accessories: KitAccessoryRow[],
  storage: KitImageStorage,
): KitDetail {
  const primary = images.find((i) => i.position === 0);
  return {
    ...presentKitCard({ ...kit, gradeName: grade.name, primaryImageKey: primary?.storageKey ?? null }, storage),
    grade_display_name: grade.displayName,
    condition_description: kit.conditionDescription,
    manufacturer: kit.manufacturer,
    version: kit.version,
    parts_total: kit.partsTotal,
    material: kit.material,
    weight_grams: kit.weightGrams,
    release_year: kit.releaseYear,
    description: kit.description,
    images: images.map((i) => ({
      id: i.id,
      position: i.position,
      is_primary: i.position === 0,
      width: i.width,
      height: i.height,
      urls: imageUrls(storage, i.storageKey),
    })),
    accessories: accessories.map((a) => ({ id: a.id, name: a.name, quantity: a.quantity })),
    updated_at: kit.updatedAt.toISOString(),
  };
}

export function presentStats(s: Awaited<ReturnType<typeof collectionStats>>): CollectionStats {
  const byStatus = Object.fromEntries(KIT_STATUSES.map((st) => [st, 0])) as Record<KitStatus, number>;
  for (const r of s.byStatus) byStatus[r.status] = r.n;
  return {
    total: s.total,
    estimated_value: s.value,
    priced_count: s.priced,
    by_grade: s.byGrade.map((g) => ({ grade_code: g.gradeCode, grade_name: g.gradeName, count: g.n })),
    by_status: byStatus,
  };
}
