import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Empty, Input, InputNumber, Progress, Radio, Spin } from 'antd';
import {
  conditionNeedsDescription,
  KIT_CONDITION_LABELS,
  KIT_CONDITIONS,
  KIT_RULES,
  maxReleaseYear,
  type KitCondition,
} from '@cho-gundam/contracts/core';
import { FormField, fieldControlProps } from '@/shared/ui/form-field';
import { Typography } from '@/shared/ui/typography';
import { PrimaryImageInput, SecondaryImagesInput } from './image-inputs';
import type { AccessoryRow } from './kit-form';
import { formatThousands, parseThousands } from './kit-rules';
import { CONDITION_NOTES, VERSION_SUGGESTIONS } from './kit-vocabulary';
import type { SaveProgress } from './save-kit';
import type { KitForm } from './use-kit-form';

/*
 * The wizard's steps 2 and 3 and its saving line, loaded when the person moves on from step 1 (or
 * points at "Tiếp theo"): antd's Radio, TextArea, AutoComplete, InputNumber, Upload and Progress are
 * not on the first screen (issue 13).
 */

const VERSION_OPTIONS = VERSION_SUGGESTIONS.map((v) => ({ value: v }));

interface StepProps {
  form: Pick<KitForm, 'values' | 'errors' | 'setField'>;
  disabled?: boolean;
}

/** Step 2: condition (with what each one promises), version, year, description, accessories. */
export function StepCondition({ form, disabled, currentYear }: StepProps & { currentYear: number }) {
  const { values, errors, setField } = form;
  const notesRequired = !!values.condition && conditionNeedsDescription(values.condition);

  return (
    <>
      <FormField label="Tình trạng" required error={errors.condition}>
        <Radio.Group
          className="cg-wizard-conditions"
          aria-label="Tình trạng"
          value={values.condition}
          disabled={disabled}
          onChange={(e) => setField('condition', e.target.value as KitCondition)}
        >
          {KIT_CONDITIONS.map((c) => (
            <Radio key={c} value={c} className="cg-wizard-condition">
              <span className="cg-wizard-condition__title">{KIT_CONDITION_LABELS[c]}</span>
              <span className="cg-wizard-condition__note">{CONDITION_NOTES[c]}</span>
            </Radio>
          ))}
        </Radio.Group>
      </FormField>
      <FormField
        id="condition_description"
        label="Mô tả tình trạng"
        required={notesRequired}
        error={errors.condition_description}
        extra={notesRequired ? 'Bắt buộc khi mô hình không còn nguyên hộp.' : 'Không bắt buộc với mô hình nguyên hộp.'}
      >
        <Input.TextArea
          {...fieldControlProps('condition_description', errors.condition_description, true)}
          rows={3}
          maxLength={KIT_RULES.conditionDescriptionMax}
          showCount
          placeholder="VD: Hộp móp nhẹ góc trái, linh kiện đủ, đã cắt runner A và B"
          disabled={disabled}
          value={values.condition_description ?? ''}
          onChange={(e) => setField('condition_description', e.target.value)}
        />
      </FormField>
      <div className="cg-kit-row cg-kit-row--2">
        <FormField id="version" label="Phiên bản" extra="Chọn gợi ý hoặc tự nhập.">
          <AutoComplete
            {...fieldControlProps('version', undefined, true)}
            options={VERSION_OPTIONS}
            placeholder="VD: Ver.Ka"
            // antd's Form.Item stretched its Select to the column; a FormField does not
            style={{ width: '100%' }}
            maxLength={KIT_RULES.shortTextMax}
            showSearch={{
              filterOption: (input, o) =>
                String(o?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase()),
            }}
            allowClear
            disabled={disabled}
            value={values.version}
            onChange={(v: string | undefined) => setField('version', v)}
          />
        </FormField>
        <FormField id="release_year" label="Năm phát hành" error={errors.release_year}>
          <InputNumber
            {...fieldControlProps('release_year', errors.release_year)}
            style={{ width: '100%' }}
            min={KIT_RULES.releaseYearMin}
            max={maxReleaseYear(currentYear)}
            precision={0}
            placeholder={`VD: ${currentYear - 2}`}
            disabled={disabled}
            value={values.release_year ?? null}
            onChange={(v) => setField('release_year', v)}
          />
        </FormField>
      </div>
      <FormField id="description" label="Mô tả">
        <Input.TextArea
          id="description"
          rows={4}
          maxLength={KIT_RULES.descriptionMax}
          showCount
          placeholder="Điểm nổi bật, nguồn gốc, ghi chú thêm…"
          disabled={disabled}
          value={values.description ?? ''}
          onChange={(e) => setField('description', e.target.value)}
        />
      </FormField>
      <AccessoriesField form={form} disabled={disabled} />
    </>
  );
}

const rowPaths = (n: number) => Array.from({ length: n }, (_, i) => `accessories.${i}.name`);

/** "Phụ kiện": name × quantity rows; blank rows are dropped when saving. */
function AccessoriesField({ form, disabled }: StepProps) {
  const { values, errors, setField } = form;
  const rows = values.accessories ?? [];
  const change = (next: AccessoryRow[]) => setField('accessories', next, rowPaths(Math.max(rows.length, next.length)));
  const update = (i: number, patch: AccessoryRow) => change(rows.map((r, n) => (n === i ? { ...r, ...patch } : r)));
  return (
    <FormField label="Phụ kiện kèm theo" error={errors.accessories}>
      <div className="cg-wizard-accessories">
        {rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có phụ kiện nào" />}
        {rows.map((row, i) => {
          const nameError = errors[`accessories.${i}.name`];
          const quantityError = errors[`accessories.${i}.quantity`];
          return (
            // rows have no id of their own: a row is its place in the list, as antd's Form.List names them
            <div key={i} className="cg-wizard-accessory">
              <div style={{ flex: 1 }}>
                <Input
                  {...fieldControlProps(`accessories_${i}_name`, nameError)}
                  placeholder="Tên phụ kiện, VD: Đế trưng bày"
                  aria-label="Tên phụ kiện"
                  maxLength={KIT_RULES.accessoryNameMax}
                  disabled={disabled}
                  value={row.name ?? ''}
                  onChange={(e) => update(i, { name: e.target.value })}
                />
                {nameError ? <div className="cg-field__help">{nameError}</div> : null}
              </div>
              <div style={{ width: 110 }}>
                <InputNumber
                  {...fieldControlProps(`accessories_${i}_quantity`, quantityError)}
                  min={1}
                  max={KIT_RULES.accessoryQuantityMax}
                  precision={0}
                  prefix="SL"
                  aria-label="Số lượng"
                  style={{ width: '100%' }}
                  disabled={disabled}
                  value={row.quantity ?? null}
                  onChange={(v) => update(i, { quantity: v })}
                />
                {quantityError ? <div className="cg-field__help">{quantityError}</div> : null}
              </div>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label="Xóa phụ kiện"
                disabled={disabled}
                onClick={() => change(rows.filter((_, n) => n !== i))}
              />
            </div>
          );
        })}
        <Button
          icon={<PlusOutlined />}
          onClick={() => change([...rows, { name: '', quantity: 1 }])}
          disabled={disabled || rows.length >= KIT_RULES.accessoriesMax}
        >
          Thêm phụ kiện
        </Button>
      </div>
    </FormField>
  );
}

/** Step 3: photos, weight (shipping fees depend on it) and price. */
export function StepImages({ form, disabled, priceRequired }: StepProps & { priceRequired: boolean }) {
  const { values, errors, setField } = form;
  return (
    <>
      <FormField
        id="primary_image"
        label="Ảnh chính"
        required
        error={errors.primary_image}
        extra="Ảnh hiển thị đầu tiên. JPEG, PNG hoặc WebP, tối đa 10 MB."
      >
        <PrimaryImageInput value={values.primary_image} onChange={(v) => setField('primary_image', v)} disabled={disabled} />
      </FormField>
      <FormField
        id="secondary_images"
        label={`Ảnh phụ (tối đa ${KIT_RULES.secondaryImagesMax})`}
        error={errors.secondary_images}
        extra="Chụp nhiều góc, cận cảnh chỗ trầy xước (nếu có) để người xem tin tưởng hơn."
      >
        <SecondaryImagesInput value={values.secondary_images} onChange={(v) => setField('secondary_images', v)} disabled={disabled} />
      </FormField>
      <div className="cg-kit-row cg-kit-row--2">
        <FormField
          id="weight_grams"
          label="Khối lượng (gram)"
          required
          error={errors.weight_grams}
          extra="Cả hộp, dùng để tính phí vận chuyển."
        >
          <InputNumber
            {...fieldControlProps('weight_grams', errors.weight_grams, true)}
            style={{ width: '100%' }}
            min={1}
            max={KIT_RULES.weightMax}
            precision={0}
            suffix="gram"
            placeholder="VD: 850"
            disabled={disabled}
            value={values.weight_grams ?? null}
            onChange={(v) => setField('weight_grams', v)}
          />
        </FormField>
        <FormField
          id="price"
          label="Giá (VND)"
          required={priceRequired}
          error={errors.price}
          extra={
            priceRequired
              ? 'Giá bán tối thiểu 1.000 ₫.'
              : 'Không bắt buộc. Dùng để ước tính giá trị bộ sưu tập và làm giá gợi ý khi đăng bán.'
          }
        >
          <InputNumber<number>
            {...fieldControlProps('price', errors.price, true)}
            style={{ width: '100%' }}
            min={0}
            max={KIT_RULES.priceMax}
            step={10_000}
            suffix="₫"
            placeholder="VD: 1.250.000"
            formatter={(v) => formatThousands(v)}
            parser={(v) => parseThousands(v) as number}
            disabled={disabled}
            value={values.price ?? null}
            onChange={(v) => setField('price', v)}
          />
        </FormField>
      </div>
    </>
  );
}

/** The saving line: a bar over several calls, a spinner for one. */
export function SavingProgress({ progress }: { progress: SaveProgress }) {
  return (
    <div className="cg-kit-wizard__progress" role="status" aria-live="polite">
      {progress.total > 1 ? (
        <Progress percent={Math.round((progress.done / progress.total) * 100)} status="active" size="small" />
      ) : (
        <Spin size="small" />
      )}
      <Typography.Text type="secondary">{progress.label}</Typography.Text>
    </div>
  );
}
