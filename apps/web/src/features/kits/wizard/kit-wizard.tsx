import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Progress, Spin, Steps } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import type { KitDetail } from '@cho-gundam/contracts';
import { apiError, mapFieldErrors } from './kit-errors';
import { DEFAULT_MANUFACTURER, STEP_FIELDS, valuesFromKit, type KitFormValues } from './kit-form';
import { STEP_TITLES } from './kit-vocabulary';
import { StepBasics, type KitCatalog } from './step-basics';
import { StepCondition } from './step-condition';
import { StepImages } from './step-images';
import { useSaveKit } from './use-save-kit';
import './kit-wizard.css';

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
 * the matching input, on the step that holds it.
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
  const [form] = Form.useForm<KitFormValues>();
  const [current, setCurrent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const { save, progress, saving } = useSaveKit(userId);
  const currentYear = vietnamYear();
  const last = current === STEP_TITLES.length - 1;

  // the kit's values are read once: a refetch after a partial save must not wipe what the person typed
  const [initialValues] = useState<KitFormValues>(() =>
    kit ? valuesFromKit(kit) : { manufacturer: DEFAULT_MANUFACTURER, accessories: [], secondary_images: [], primary_image: null },
  );
  const steps = useMemo(() => STEP_TITLES.map((title) => ({ title })), []);

  const validateStep = (i: number) => form.validateFields(STEP_FIELDS[i]!, { recursive: true });

  const next = async () => {
    try {
      await validateStep(current);
      setCurrent((c) => c + 1);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      /* antd shows the messages under the fields */
    }
  };

  const submit = async () => {
    setProblem(null);
    // every step again: a field of an earlier step may depend on a later change (condition notes)
    for (const i of STEP_FIELDS.keys()) {
      try {
        await validateStep(i);
      } catch {
        setCurrent(i);
        return;
      }
    }
    const values = form.getFieldsValue(true) as KitFormValues;
    try {
      const saved = await save(values, kit, (k, kind) => {
        // an uploaded image becomes a stored one, so a retry after a later failure does not upload it twice
        // (only after the call that uploads it: files still waiting for their call must stay in the form)
        if (kind === 'primary') form.setFieldValue('primary_image', valuesFromKit(k).primary_image);
        if (kind === 'add') form.setFieldValue('secondary_images', valuesFromKit(k).secondary_images);
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
        form.setFields(mapped.fields as Parameters<typeof form.setFields>[0]);
        setCurrent(mapped.step ?? current);
      }
      setProblem(err.message);
    }
  };

  return (
    <Card className="cg-kit-wizard">
      <Steps current={current} items={steps} responsive size="small" className="cg-kit-wizard__steps" />
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problem}
          closable={{ onClose: () => setProblem(null) }}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<KitFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        disabled={saving}
        scrollToFirstError={{ block: 'center' }}
        onFinish={submit}
      >
        {/* all steps stay mounted (hidden) so their values, checks and server errors survive moving between steps */}
        <section hidden={current !== 0} aria-label={STEP_TITLES[0]}>
          <StepBasics catalog={catalog} />
        </section>
        <section hidden={current !== 1} aria-label={STEP_TITLES[1]}>
          <StepCondition currentYear={currentYear} />
        </section>
        <section hidden={current !== 2} aria-label={STEP_TITLES[2]}>
          <StepImages priceRequired={priceRequired} />
        </section>
        {progress && (
          <div className="cg-kit-wizard__progress" role="status" aria-live="polite">
            {progress.total > 1 ? (
              <Progress percent={Math.round((progress.done / progress.total) * 100)} status="active" size="small" />
            ) : (
              <Spin size="small" />
            )}
            <Typography.Text type="secondary">{progress.label}</Typography.Text>
          </div>
        )}
        <Flex justify="space-between" gap={8} wrap className="cg-kit-wizard__actions">
          <Button onClick={onCancel} disabled={saving}>
            Hủy
          </Button>
          <Flex gap={8}>
            {current > 0 && (
              <Button onClick={() => setCurrent((c) => c - 1)} disabled={saving}>
                Quay lại
              </Button>
            )}
            {last ? (
              // not a submit button: "Tiếp theo" turns into this one during its own click, and the browser
              // would then submit the form on the click that only meant to change step
              <Button key="save" type="primary" onClick={() => form.submit()} loading={saving}>
                {saving ? 'Đang lưu…' : kit ? 'Lưu thay đổi' : createLabel}
              </Button>
            ) : (
              <Button key="next" type="primary" onClick={next}>
                Tiếp theo
              </Button>
            )}
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}
