import { useState } from 'react';
import type { KitDetail } from '@cho-gundam/contracts';
import {
  useAddSecondaryImagesMutation,
  useCreateKitMutation,
  useDeleteKitImageMutation,
  useReplaceAccessoriesMutation,
  useReplacePrimaryImageMutation,
  useUpdateKitMutation,
} from '../kits-api';
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
 * each call, so a retry after a failure does not repeat what was already saved.
 */
export function useSaveKit(userId: string) {
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [create] = useCreateKitMutation();
  const [update] = useUpdateKitMutation();
  const [putAccessories] = useReplaceAccessoriesMutation();
  const [putPrimary] = useReplacePrimaryImageMutation();
  const [addImages] = useAddSecondaryImagesMutation();
  const [deleteImage] = useDeleteKitImageMutation();

  function editSteps(values: KitFormValues, kit: KitDetail): Step[] {
    const ref = { userId, kitId: kit.id };
    const steps: Step[] = [];
    const body = buildKitUpdate(values, kit);
    if (Object.keys(body).length)
      steps.push({ kind: 'basics', label: 'Đang lưu thông tin mô hình…', run: () => update({ ...ref, body }).unwrap() });
    if (accessoriesChanged(values, kit)) {
      const accessories = cleanAccessories(values.accessories);
      steps.push({ kind: 'accessories', label: 'Đang lưu phụ kiện…', run: () => putAccessories({ ...ref, accessories }).unwrap() });
    }
    const images = imageChanges(values, kit);
    if (images.primary) {
      const file = images.primary;
      steps.push({ kind: 'primary', label: 'Đang tải ảnh chính lên…', run: () => putPrimary({ ...ref, file }).unwrap() });
    }
    images.removed.forEach((imageId, i) =>
      steps.push({
        kind: 'remove',
        label: `Đang xóa ảnh phụ (${i + 1}/${images.removed.length})…`,
        run: () => deleteImage({ ...ref, imageId }).unwrap(),
      }),
    );
    if (images.added.length) {
      const files = images.added;
      steps.push({ kind: 'add', label: `Đang tải ${files.length} ảnh phụ lên…`, run: () => addImages({ ...ref, files }).unwrap() });
    }
    return steps;
  }

  /** Resolves to the saved kit, or null for an edit that changed nothing. Rejects with the API error. */
  async function save(
    values: KitFormValues,
    kit: KitDetail | undefined,
    onStepSaved: (k: KitDetail, kind: SaveStepKind) => void,
  ): Promise<KitDetail | null> {
    const steps: Step[] = kit
      ? editSteps(values, kit)
      : [
          {
            kind: 'create',
            label: 'Đang tải ảnh lên và lưu mô hình…',
            run: () => create({ userId, form: buildKitFormData(values) }).unwrap(),
          },
        ];
    if (!steps.length) return null;
    let saved: KitDetail | null = null;
    try {
      for (const [i, step] of steps.entries()) {
        setProgress({ done: i, total: steps.length, label: step.label });
        saved = await step.run();
        onStepSaved(saved, step.kind);
      }
      return saved;
    } finally {
      setProgress(null);
    }
  }

  return { save, progress, saving: progress !== null };
}
