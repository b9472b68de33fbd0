import { useState } from 'react';
import type { KitDetail } from '@cho-gundam/contracts';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { firstUseModule } from '@/shared/ui/first-use';
import { LoadingLine } from '@/shared/ui/loading-line';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PlainButton } from '@/shared/ui/plain-button';
import { Steps } from '@/shared/ui/steps';
import { useAppDispatch } from '@/shared/store/hooks';
import { apiError, mapFieldErrors } from './kit-errors';
import { DEFAULT_MANUFACTURER, STEP_FIELDS, valuesFromKit, type KitFormValues } from './kit-form';
import { STEP_TITLES } from './kit-vocabulary';
import type { SaveProgress } from './save-kit';
import { StepBasics, type KitCatalog } from './step-basics';
import { useKitForm } from './use-kit-form';
import './kit-wizard.css';

// steps 2 and 3 (antd's Radio, Upload, InputNumber…) load when the person moves on from step 1, or
// first touches step 1's fields or its "Tiếp theo" (issue 13: step 1 is the page's first screen)
const laterSteps = firstUseModule(() => import('./later-steps'));
const STEPS = STEP_TITLES.map((title) => ({ title }));

export interface KitWizardProps {
  userId: string;
  /** grades and series for step 1 (the page loads them with the catalog feature) */
  catalog: KitCatalog;
  /** the kit being edited; absent for a new one */
  kit?: KitDetail;
  /** the shop's "Thêm sản phẩm" needs a price; the collection does not */
  priceRequired?: boolean;
  /** the verb on the last button: "Thêm mô hình", "Thêm sản phẩm"… */
  createLabel?: string;
  /** what the kit is called in messages: "mô hình" or "sản phẩm" */
  noun?: string;
  onDone: (kit: KitDetail | null) => void;
  onCancel: () => void;
}

/** The calendar year in Vietnam (it bounds "Năm phát hành" exactly as the server does). */
const vietnamYear = () => new Date(Date.now() + 7 * 3_600_000).getUTCFullYear();

/**
 * The 3-step kit form shared by the collection (add / edit) and the shop (create / edit):
 * each step checks its own fields before "Tiếp theo"; the server's field errors come back under
 * the matching input, on the step that holds it. A plain form (use-kit-form.ts) drawn as antd's.
 */
export function KitWizard({
  userId,
  catalog,
  kit,
  priceRequired = false,
  createLabel = 'Thêm mô hình',
  noun = 'mô hình',
  onDone,
  onCancel,
}: KitWizardProps) {
  const { notification } = useApp();
  const dispatch = useAppDispatch();
  const Later = laterSteps.useModule();
  const [current, setCurrent] = useState(0);
  // the furthest step shown: a step once shown stays mounted (hidden), so its picked images keep their previews
  const [reached, setReached] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const saving = progress !== null;
  const currentYear = vietnamYear();
  const last = current === STEP_TITLES.length - 1;

  // the kit's values are read once: a refetch after a partial save must not wipe what the person typed
  const form = useKitForm(
    () => (kit ? valuesFromKit(kit) : { manufacturer: DEFAULT_MANUFACTURER, accessories: [], secondary_images: [], primary_image: null }),
    { currentYear, priceRequired },
  );

  const goTo = (i: number) => {
    if (i > 0) laterSteps.load();
    setCurrent(i);
    setReached((r) => Math.max(r, i));
  };

  const next = () => {
    // antd showed the messages under the fields
    if (!form.validateStep(current)) return;
    goTo(current + 1);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const submit = async () => {
    setProblem(null);
    // every step again: a field of an earlier step may depend on a later change (condition notes)
    for (const i of STEP_FIELDS.keys()) {
      if (!form.validateStep(i)) {
        if (i === current) scrollToFirstError();
        else goTo(i);
        return;
      }
    }
    const values = form.latest.current;
    try {
      const { saveKit } = await import('./save-kit');
      const saved = await saveKit(dispatch, userId, values, kit, setProgress, (k, kind) => {
        // an uploaded image becomes a stored one, so a retry after a later failure does not upload it twice
        // (only after the call that uploads it: files still waiting for their call must stay in the form)
        if (kind === 'primary') form.setField('primary_image', valuesFromKit(k).primary_image);
        if (kind === 'add') form.setField('secondary_images', valuesFromKit(k).secondary_images);
      });
      const name = values.name?.trim();
      notification.success({
        title: kit ? 'Đã lưu thay đổi' : `Đã thêm ${noun}`,
        description: kit
          ? saved
            ? `Thông tin "${name}" đã được cập nhật.`
            : 'Không có thay đổi nào cần lưu.'
          : `"${name}" đã được lưu vào ${priceRequired ? 'kho của shop' : 'bộ sưu tập của bạn'}.`,
      });
      onDone(saved);
    } catch (e) {
      const err = apiError(e);
      const mapped = mapFieldErrors(err, (root) => STEP_FIELDS.some((f) => f.includes(root as keyof KitFormValues)));
      if (mapped.fields.length) {
        form.showErrors(mapped.fields);
        goTo(mapped.step ?? current);
      }
      setProblem(err.message);
    }
  };

  const stepProps = { form, disabled: saving };
  const laterStep = (i: number) =>
    reached >= i ? (
      <section hidden={current !== i} aria-label={STEP_TITLES[i]}>
        {!Later ? (
          <LoadingLine />
        ) : i === 1 ? (
          <Later.StepCondition {...stepProps} currentYear={currentYear} />
        ) : (
          <Later.StepImages {...stepProps} priceRequired={priceRequired} />
        )}
      </section>
    ) : null;

  return (
    <Card className="cg-kit-wizard">
      <Steps current={current} items={STEPS} responsive size="small" className="cg-kit-wizard__steps" />
      {problem && (
        <div style={{ marginBottom: 16 }}>
          <NoteAlert type="error" showIcon role="alert" title={problem} closable={{ onClose: () => setProblem(null) }} />
        </div>
      )}
      {/* a plain form: Enter in a field neither submits nor moves on (there is no submit button), as before */}
      <form noValidate onSubmit={(e) => e.preventDefault()} onFocus={laterSteps.load}>
        <section hidden={current !== 0} aria-label={STEP_TITLES[0]}>
          <StepBasics catalog={catalog} {...stepProps} />
        </section>
        {laterStep(1)}
        {laterStep(2)}
        {progress && Later ? <Later.SavingProgress progress={progress} /> : null}
        <div className="cg-kit-wizard__actions">
          <PlainButton onClick={onCancel} disabled={saving}>
            Hủy
          </PlainButton>
          <div className="cg-kit-wizard__moves">
            {current > 0 && (
              <PlainButton onClick={() => goTo(current - 1)} disabled={saving}>
                Quay lại
              </PlainButton>
            )}
            {last ? (
              <PlainButton key="save" type="primary" onClick={() => void submit()} loading={saving}>
                {saving ? 'Đang lưu…' : kit ? 'Lưu thay đổi' : createLabel}
              </PlainButton>
            ) : (
              <PlainButton key="next" type="primary" onClick={next} onPointerEnter={laterSteps.load}>
                Tiếp theo
              </PlainButton>
            )}
          </div>
        </div>
      </form>
    </Card>
  );
}

/** antd's `scrollToFirstError={{ block: 'center' }}`: the first field with a problem comes to the middle of the screen. */
function scrollToFirstError() {
  requestAnimationFrame(() =>
    document
      .querySelector(
        '.cg-kit-wizard section:not([hidden]) [aria-invalid="true"], .cg-kit-wizard section:not([hidden]) .cg-field--with-help',
      )
      ?.scrollIntoView({ block: 'center' }),
  );
}
