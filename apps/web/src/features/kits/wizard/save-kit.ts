import type { KitDetail } from '@cho-gundam/contracts';
import { updateHttpResource } from '@/shared/hooks/use-http-resource';
import type { AppDispatch } from '@/shared/store/hooks';
import { kitsApi } from '../kits-api';
import { accessoriesChanged, buildKitFormData, buildKitUpdate, cleanAccessories, imageChanges, type KitFormValues } from './kit-form';

export interface SaveProgress {
  done: number;
  total: number;
  /** what is happening now, e.g. "Đang tải 2 ảnh phụ lên…" */
  label: string;
}

/** What a call saved: the wizard turns picked images into stored ones after the calls that upload them. */
export type SaveStepKind = 'create' | 'basics' | 'accessories' | 'primary' | 'remove' | 'add';

interface Step {
  kind: SaveStepKind;
  label: string;
  run: () => Promise<KitDetail>;
}

/**
 * Saves the wizard: one multipart POST for a new kit; for an edit, only the calls whose part
 * changed (PATCH basics, PUT accessories, primary image, removed then added secondary images), one
 * after another so the person sees which part is being saved. `onStepSaved` receives the kit after
 * each call, so a retry after a failure does not repeat what was already saved. The calls are RTK
 * Query's mutations (their tags refresh the lists that show the kit); this module, and RTK's runtime
 * with it, loads when the person saves, not with the wizard's first step (issue 13).
 */
/** One mutation's answer; its entry in RTK's store is dropped once read, as the mutation hooks did on unmount. */
async function send<T>(request: { unwrap: () => Promise<T>; reset: () => void }): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}

export async function saveKit(
  dispatch: AppDispatch,
  userId: string,
  values: KitFormValues,
  kit: KitDetail | undefined,
  onProgress: (p: SaveProgress | null) => void,
  onStepSaved: (k: KitDetail, kind: SaveStepKind) => void,
): Promise<KitDetail | null> {
  const { createKit, updateKit, replaceAccessories, replacePrimaryImage, addSecondaryImages, deleteKitImage } = kitsApi.endpoints;

  function editSteps(kit: KitDetail): Step[] {
    const ref = { userId, kitId: kit.id };
    const steps: Step[] = [];
    const body = buildKitUpdate(values, kit);
    if (Object.keys(body).length)
      steps.push({ kind: 'basics', label: 'Đang lưu thông tin mô hình…', run: () => send(dispatch(updateKit.initiate({ ...ref, body }))) });
    if (accessoriesChanged(values, kit)) {
      const accessories = cleanAccessories(values.accessories);
      steps.push({
        kind: 'accessories',
        label: 'Đang lưu phụ kiện…',
        run: () => send(dispatch(replaceAccessories.initiate({ ...ref, accessories }))),
      });
    }
    const images = imageChanges(values, kit);
    if (images.primary) {
      const file = images.primary;
      steps.push({
        kind: 'primary',
        label: 'Đang tải ảnh chính lên…',
        run: () => send(dispatch(replacePrimaryImage.initiate({ ...ref, file }))),
      });
    }
    images.removed.forEach((imageId, i) =>
      steps.push({
        kind: 'remove',
        label: `Đang xóa ảnh phụ (${i + 1}/${images.removed.length})…`,
        run: () => send(dispatch(deleteKitImage.initiate({ ...ref, imageId }))),
      }),
    );
    if (images.added.length) {
      const files = images.added;
      steps.push({
        kind: 'add',
        label: `Đang tải ${files.length} ảnh phụ lên…`,
        run: () => send(dispatch(addSecondaryImages.initiate({ ...ref, files }))),
      });
    }
    return steps;
  }

  const steps: Step[] = kit
    ? editSteps(kit)
    : [
        {
          kind: 'create',
          label: 'Đang tải ảnh lên và lưu mô hình…',
          run: () => send(dispatch(createKit.initiate({ userId, form: buildKitFormData(values) }))),
        },
      ];
  if (!steps.length) return null;
  let saved: KitDetail | null = null;
  try {
    for (const [i, step] of steps.entries()) {
      onProgress({ done: i, total: steps.length, label: step.label });
      saved = await step.run();
      // the edit page's kit (read without RTK Query, kit-detail-data.ts) is the saved one now, as RTK's
      // cache became after its tags were told: an edit opened again starts from what was saved
      const kept = saved;
      updateHttpResource<KitDetail>(`/gundams/${kept.id}`, () => kept);
      onStepSaved(saved, step.kind);
    }
    return saved;
  } finally {
    onProgress(null);
  }
}
