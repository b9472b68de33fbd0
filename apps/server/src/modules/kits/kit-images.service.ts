import { KIT_RULES, type KitDetail } from '@cho-gundam/contracts';
import { businessRule, notFound } from '../../lib/errors.js';
import { authorize, type Actor } from '../../lib/access.js';
import { releaseImageFiles, storeKitImages, type StoredImage } from './kits.images.js';
import * as repo from './kits.repository.js';
import { loadKitDetail, lockOwnKit, type KitsDeps } from './kits.service.js';
import { assertEditable, kitNotFound } from './kits.status.js';
import { tooManyImages, type KitUpload } from './kits.upload.js';
import { validationFailed } from './kits.validation.js';

/**
 * The photos of a kit in the collection: add secondary images, replace the primary one, delete a
 * secondary one. Files are written before the transaction and removed if it fails; files of a
 * replaced or deleted image are removed after it commits.
 */
export function kitImagesService({ db, clock, storage }: KitsDeps) {
  async function detail(kitId: string): Promise<KitDetail> {
    const d = await loadKitDetail(db, storage, kitId);
    if (!d) throw kitNotFound();
    return d;
  }
  /** Cheap checks before any image is resized: the kit exists, is the member's and is editable. */
  async function precheck(userId: string, kitId: string) {
    const found = await repo.findKitWithGrade(db, kitId);
    if (!found || found.kit.ownerId !== userId) throw kitNotFound();
    assertEditable(found.kit);
    return repo.listImages(db, kitId);
  }
  /** Runs the transaction; when it fails, the files stored for it go too. */
  async function writeOrRelease<T>(stored: StoredImage[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      await releaseImageFiles(
        db,
        storage,
        stored.map((s) => s.storageKey),
      ).catch(() => undefined);
      throw err;
    }
  }
  const secondaries = (images: { position: number }[]) => images.filter((i) => i.position > 0).length;

  return {
    async addSecondary(caller: Actor, userId: string, kitId: string, readUpload: () => Promise<KitUpload>): Promise<KitDetail> {
      authorize(caller, 'collection.manage', { userId });
      const upload = await readUpload();
      if (!upload.images.length) throw validationFailed([{ field: 'secondary_images', message: 'Vui lòng chọn ít nhất một ảnh phụ' }]);
      const existing = await precheck(userId, kitId);
      if (secondaries(existing) + upload.images.length > KIT_RULES.secondaryImagesMax) throw tooManyImages(422);
      const stored = await storeKitImages(db, storage, kitId, upload.images);
      await writeOrRelease(stored, () =>
        db.transaction(async (tx) => {
          const kit = await lockOwnKit(tx, userId, kitId);
          assertEditable(kit);
          // counted again under the lock: two uploads at once cannot pass 8 together
          const images = await repo.listImages(tx, kitId);
          if (secondaries(images) + stored.length > KIT_RULES.secondaryImagesMax) throw tooManyImages(422);
          const next = Math.max(0, ...images.map((i) => i.position)) + 1;
          const now = clock.now();
          await repo.insertImages(
            tx,
            stored.map((s, i) => ({
              kitId,
              position: next + i,
              storageKey: s.storageKey,
              width: s.width,
              height: s.height,
              createdAt: now,
            })),
          );
          await repo.updateKit(tx, kitId, { updatedAt: now });
        }),
      );
      return detail(kitId);
    },

    async replacePrimary(caller: Actor, userId: string, kitId: string, readUpload: () => Promise<KitUpload>): Promise<KitDetail> {
      authorize(caller, 'collection.manage', { userId });
      const upload = await readUpload();
      if (!upload.images.length) throw validationFailed([{ field: 'primary_image', message: 'Vui lòng tải lên ảnh chính của sản phẩm' }]);
      await precheck(userId, kitId);
      const stored = await storeKitImages(db, storage, kitId, upload.images);
      const s = stored[0]!;
      const replaced = await writeOrRelease(stored, () =>
        db.transaction(async (tx) => {
          const kit = await lockOwnKit(tx, userId, kitId);
          assertEditable(kit);
          const now = clock.now();
          const primary = (await repo.listImages(tx, kitId)).find((i) => i.position === 0);
          const image = { storageKey: s.storageKey, width: s.width, height: s.height };
          if (primary) await repo.updateImage(tx, primary.id, image, now);
          else await repo.insertImages(tx, [{ kitId, position: 0, ...image, createdAt: now }]);
          await repo.updateKit(tx, kitId, { updatedAt: now });
          return primary?.storageKey ?? null;
        }),
      );
      if (replaced && replaced !== s.storageKey) await releaseImageFiles(db, storage, [replaced]).catch(() => undefined);
      return detail(kitId);
    },

    /** Deletes a secondary image; the ones after it move up so positions stay 1…n. */
    async deleteSecondary(caller: Actor, userId: string, kitId: string, imageId: string): Promise<KitDetail> {
      authorize(caller, 'collection.manage', { userId });
      const removedKey = await db.transaction(async (tx) => {
        const kit = await lockOwnKit(tx, userId, kitId);
        assertEditable(kit);
        const image = (await repo.listImages(tx, kitId)).find((i) => i.id === imageId);
        if (!image) throw notFound('Không tìm thấy ảnh của mô hình');
        if (image.position === 0) throw businessRule('Không thể xóa ảnh chính. Hãy thay ảnh chính bằng một ảnh khác.');
        await repo.deleteImageAndRenumber(tx, image);
        await repo.updateKit(tx, kitId, { updatedAt: clock.now() });
        return image.storageKey;
      });
      await releaseImageFiles(db, storage, [removedKey]).catch(() => undefined);
      return detail(kitId);
    },
  };
}
