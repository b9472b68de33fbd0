import { randomUUID } from 'node:crypto';
import {
  accessoriesBody,
  kitSchemas,
  type CollectionQuery,
  type CollectionStats,
  type KitDetail,
  type Paged,
  type KitCard,
  type KitUpdateInput,
} from '@cho-gundam/contracts';
import type { Db, Executor } from '../../db/client.js';
import type { Storage } from '../../integrations/storage.js';
import type { Clock } from '../../lib/clock.js';
import { authorize, type Actor } from '../../lib/access.js';
import { kitSearchText, presentKitCard, SEARCH_TEXT_SEPARATOR } from './kits.cards.js';
import { releaseImageFiles, storeKitImages } from './kits.images.js';
import { presentKitDetail, presentStats } from './kits.presenter.js';
import * as repo from './kits.repository.js';
import { assertEditable, kitNotFound, lockKit } from './kits.status.js';
import type { KitUpload } from './kits.upload.js';
import { checkKitFacts, issuesToFields, validationFailed } from './kits.validation.js';
import { vnYear } from '../../lib/time.js';

export interface KitsDeps {
  db: Db;
  clock: Clock;
  storage: Storage;
  /** the name of the member's shop, if any (composition hands the shops module's reader; kits cannot import shops) */
  shopNameOf?: (ex: Executor, ownerId: string) => Promise<string | null>;
}

/** The kit locked for a change, when it belongs to the member of the URL (404 otherwise: that URL names nothing). */
export async function lockOwnKit(tx: Executor, userId: string, kitId: string) {
  const kit = await lockKit(tx, kitId);
  if (!kit || kit.ownerId !== userId) throw kitNotFound();
  return kit;
}

export async function loadKitDetail(ex: Executor, storage: Storage, idOrSlug: string): Promise<KitDetail | null> {
  const found = await repo.findKitWithGrade(ex, idOrSlug);
  if (!found) return null;
  const [images, accessories] = [await repo.listImages(ex, found.kit.id), await repo.listAccessories(ex, found.kit.id)];
  return presentKitDetail(found.kit, found.grade, images, accessories, storage);
}

/** KitUpdateInput (snake_case, null clears) → column patch; fields left out stay as they are. */
function toColumns(input: KitUpdateInput, series: string | undefined) {
  const patch: Partial<repo.KitRow> = {};
  const set = <K extends keyof repo.KitRow>(k: K, v: repo.KitRow[K] | undefined) => {
    if (v !== undefined) patch[k] = v;
  };
  set('name', input.name);
  set('gradeCode', input.grade_code);
  set('series', series);
  set('scale', input.scale);
  set('condition', input.condition);
  set('conditionDescription', input.condition_description);
  set('manufacturer', input.manufacturer);
  set('version', input.version);
  set('partsTotal', input.parts_total);
  set('material', input.material);
  set('weightGrams', input.weight_grams);
  set('releaseYear', input.release_year);
  set('description', input.description);
  set('price', input.price);
  return patch;
}

export function kitsService({ db, clock, storage, shopNameOf }: KitsDeps) {
  async function detailOrThrow(kitId: string) {
    const d = await loadKitDetail(db, storage, kitId);
    if (!d) throw kitNotFound();
    return d;
  }

  return {
    async listCollection(caller: Actor, userId: string, query: CollectionQuery): Promise<Paged<KitCard>> {
      authorize(caller, 'collection.manage', { userId });
      const { rows, total } = await repo.listCollection(db, userId, query);
      return { items: rows.map((r) => presentKitCard(r, storage)), page: query.page, page_size: query.page_size, total };
    },

    async stats(caller: Actor, userId: string): Promise<CollectionStats> {
      authorize(caller, 'collection.manage', { userId });
      return presentStats(await repo.collectionStats(db, userId));
    },

    /** The owner sees their kit in any status; anyone else only a listed one (404 otherwise, so nothing leaks). */
    async detail(caller: Actor | null, idOrSlug: string): Promise<KitDetail> {
      const d = await loadKitDetail(db, storage, idOrSlug);
      if (!d || (d.owner_id !== caller?.userId && d.status !== 'published')) throw kitNotFound();
      return d;
    },

    /**
     * Adds a kit to the member's collection (status in_store). Everything is checked first, then
     * the images are resized and stored, then one transaction writes the rows; if it fails, the
     * stored files are deleted again, so a failed request leaves nothing behind.
     */
    async create(caller: Actor, userId: string, readUpload: () => Promise<KitUpload>): Promise<KitDetail> {
      authorize(caller, 'collection.manage', { userId });
      const upload = await readUpload();
      const now = clock.now();
      const parsed = kitSchemas(vnYear(now)).create.safeParse(upload.fields);
      const fields = parsed.success ? [] : issuesToFields(parsed.error);
      if (!upload.images.some((i) => i.field === 'primary_image')) {
        fields.push({ field: 'primary_image', message: 'Vui lòng tải lên ảnh chính của sản phẩm' });
      }
      if (!parsed.success) throw validationFailed(fields);
      const input = parsed.data;
      const { grade, series } = await checkKitFacts(
        db,
        input,
        { condition: input.condition, conditionDescription: input.condition_description },
        fields,
      );
      if (fields.length || !grade) throw validationFailed(fields);

      const kitId = randomUUID();
      // primary first: positions follow the upload order, 0 being the primary image
      const ordered = [...upload.images].sort((a, b) => Number(b.field === 'primary_image') - Number(a.field === 'primary_image'));
      const stored = await storeKitImages(db, storage, kitId, ordered);
      const kit = {
        id: kitId,
        ownerId: userId,
        name: input.name,
        gradeCode: grade.code,
        series: series!,
        scale: input.scale,
        condition: input.condition,
        conditionDescription: input.condition_description ?? null,
        manufacturer: input.manufacturer ?? 'Bandai',
        version: input.version ?? null,
        partsTotal: input.parts_total ?? null,
        material: input.material ?? null,
        weightGrams: input.weight_grams,
        releaseYear: input.release_year ?? null,
        description: input.description ?? '',
        price: input.price ?? null,
        status: 'in_store' as const,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await db.transaction(async (tx) => {
          const shopName = (await shopNameOf?.(tx, userId)) ?? null;
          await repo.insertKit(tx, { ...kit, searchText: kitSearchText({ ...kit, gradeName: grade.name }, shopName) });
          await repo.insertImages(
            tx,
            stored.map((s, position) => ({ kitId, position, storageKey: s.storageKey, width: s.width, height: s.height, createdAt: now })),
          );
          await repo.replaceAccessories(tx, kitId, input.accessories ?? []);
        });
      } catch (err) {
        await releaseImageFiles(
          db,
          storage,
          stored.map((s) => s.storageKey),
        ).catch(() => undefined);
        throw err;
      }
      return detailOrThrow(kitId);
    },

    /** Partial edit of a kit in the collection; search_text is recomputed from the merged kit. */
    async update(caller: Actor, userId: string, kitId: string, body: unknown): Promise<KitDetail> {
      authorize(caller, 'collection.manage', { userId });
      const now = clock.now();
      const parsed = kitSchemas(vnYear(now)).update.safeParse(body ?? {});
      if (!parsed.success) throw validationFailed(issuesToFields(parsed.error));
      const input = parsed.data;
      await db.transaction(async (tx) => {
        const kit = await lockOwnKit(tx, userId, kitId);
        assertEditable(kit);
        const fields: { field: string; message: string }[] = [];
        const merged = {
          condition: input.condition ?? kit.condition,
          conditionDescription: input.condition_description !== undefined ? input.condition_description : kit.conditionDescription,
        };
        const { grade, series } = await checkKitFacts(tx, input, merged, fields);
        if (fields.length) throw validationFailed(fields);
        const patch = toColumns(input, series);
        const next = { ...kit, ...patch };
        const gradeName = (grade ?? (await repo.findGrade(tx, next.gradeCode)))!.name;
        // the shop's part stays (it changes with the shop: setShopSearchText)
        const shopPart = kit.searchText.split(SEARCH_TEXT_SEPARATOR)[2] ?? null;
        await repo.updateKit(tx, kitId, { ...patch, searchText: kitSearchText({ ...next, gradeName }, shopPart), updatedAt: now });
      });
      return detailOrThrow(kitId);
    },

    /** Replaces the whole accessory list (up to 30 rows). */
    async replaceAccessories(caller: Actor, userId: string, kitId: string, body: unknown): Promise<KitDetail> {
      authorize(caller, 'collection.manage', { userId });
      const parsed = accessoriesBody.safeParse(body);
      if (!parsed.success)
        throw validationFailed(
          issuesToFields(parsed.error).map((f) => ({ ...f, field: f.field === 'body' ? 'accessories' : `accessories.${f.field}` })),
        );
      await db.transaction(async (tx) => {
        const kit = await lockOwnKit(tx, userId, kitId);
        assertEditable(kit);
        await repo.replaceAccessories(tx, kitId, parsed.data);
        await repo.updateKit(tx, kitId, { updatedAt: clock.now() });
      });
      return detailOrThrow(kitId);
    },

    /** Deletes a kit of the collection with its images, accessories and files. */
    async remove(caller: Actor, userId: string, kitId: string): Promise<void> {
      authorize(caller, 'collection.manage', { userId });
      const keys = await db.transaction(async (tx) => {
        const kit = await lockOwnKit(tx, userId, kitId);
        assertEditable(kit, 'xóa');
        const images = await repo.listImages(tx, kitId);
        await repo.deleteKit(tx, kitId);
        return images.map((i) => i.storageKey);
      });
      // after commit: a rollback must never leave rows pointing at deleted files
      await releaseImageFiles(db, storage, keys).catch(() => undefined);
    },
  };
}

export type KitsService = ReturnType<typeof kitsService>;
