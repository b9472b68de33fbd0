import { useMemo, useState } from 'react';
import type { Grade } from '@cho-gundam/contracts';
import { foldVietnamese, KIT_RULES, KIT_SCALE_LABELS, KIT_SCALES, type KitScale } from '@cho-gundam/contracts/core';
import { FormField, fieldControlProps } from '@/shared/ui/form-field';
import { Input } from '@/shared/ui/input';
import { LazyAutoComplete } from '@/shared/ui/lazy-auto-complete';
import { LazyNumberInput } from '@/shared/ui/lazy-number-input';
import { LazySelect } from '@/shared/ui/lazy-select';
import { RadioButtons } from '@/shared/ui/radio-buttons';
import { seriesMatches } from './series-match';
import type { KitForm } from './use-kit-form';

const SCALE_OPTIONS = KIT_SCALES.map((s) => ({ value: s, label: KIT_SCALE_LABELS[s] }));

/** The grades and series lists (`GET /grades`, `GET /series`), loaded by the page through the catalog feature. */
export interface KitCatalog {
  grades: Grade[] | undefined;
  series: { name: string }[] | undefined;
  loading: boolean;
  failed: boolean;
}

interface Props {
  catalog: KitCatalog;
  form: Pick<KitForm, 'values' | 'errors' | 'setField'>;
  disabled?: boolean;
}

/**
 * Step 1: what the kit is (name, grade, series, scale, parts, material, maker). The wizard's first
 * screen, drawn without antd's Form (shared/ui/form-field.tsx) and with the grade's Select and the
 * series' AutoComplete loaded on first use (issue 13).
 */
export function StepBasics({ catalog, form, disabled }: Props) {
  const { values, errors, setField } = form;
  const gradeOptions = useMemo(
    () =>
      (catalog.grades ?? []).map((g) => ({
        value: g.code,
        label: `${g.code} · ${g.display_name}`,
        search: `${g.code} ${g.name} ${g.display_name}`,
      })),
    [catalog.grades],
  );
  const [seriesTyped, setSeriesTyped] = useState('');
  const seriesOptions = useMemo(
    () =>
      seriesMatches(
        (catalog.series ?? []).map((s) => s.name),
        seriesTyped,
      ).map((name) => ({ value: name })),
    [catalog.series, seriesTyped],
  );
  const nameExtra = 'Nên ghi đủ phân khúc, tỷ lệ và tên mẫu để người khác dễ tìm thấy.';
  const seriesExtra = 'Chọn trong danh sách hoặc tự nhập nếu không có.';

  return (
    <>
      <FormField id="name" label="Tên mô hình" required error={errors.name} extra={nameExtra}>
        <Input
          {...fieldControlProps('name', errors.name, true)}
          placeholder="VD: MG 1/100 Strike Freedom Gundam Ver.2.0"
          maxLength={KIT_RULES.nameMax}
          showCount
          disabled={disabled}
          value={values.name ?? ''}
          onChange={(e) => setField('name', e.target.value)}
        />
      </FormField>
      <div className="cg-kit-row cg-kit-row--2">
        <FormField id="grade_code" label="Phân khúc" required error={errors.grade_code}>
          <LazySelect<string>
            {...fieldControlProps('grade_code', errors.grade_code)}
            aria-label="Phân khúc"
            placeholder="Chọn phân khúc"
            value={values.grade_code}
            options={gradeOptions}
            onChange={(v) => setField('grade_code', v)}
            loading={catalog.loading}
            disabled={disabled}
            style={{ width: '100%' }}
            showSearch={{
              filterOption: (input, o) =>
                foldVietnamese((o as { search?: string } | undefined)?.search ?? '').includes(foldVietnamese(input)),
            }}
            notFoundContent={catalog.failed ? 'Không tải được danh sách phân khúc' : 'Không tìm thấy phân khúc'}
          />
        </FormField>
        <FormField id="series" label="Dòng phim" required error={errors.series} extra={seriesExtra}>
          <LazyAutoComplete
            {...fieldControlProps('series', errors.series, true)}
            placeholder="VD: Mobile Suit Gundam SEED"
            // antd's Form.Item stretched its Select to the column; a FormField does not
            style={{ width: '100%' }}
            options={seriesOptions}
            maxLength={KIT_RULES.seriesMax}
            value={values.series}
            onChange={(v) => setField('series', v)}
            disabled={disabled}
            // the list is already filtered and ranked for the typed text; its first entry is
            // highlighted so Enter picks it rather than keeping half-typed text
            showSearch={{ filterOption: false, onSearch: setSeriesTyped }}
            defaultActiveFirstOption
            allowClear
          />
        </FormField>
      </div>
      <FormField label="Tỷ lệ" required error={errors.scale}>
        <RadioButtons<KitScale>
          aria-label="Tỷ lệ"
          value={values.scale}
          options={SCALE_OPTIONS}
          disabled={disabled}
          onChange={(s) => setField('scale', s)}
        />
      </FormField>
      <div className="cg-kit-row cg-kit-row--3">
        <FormField id="parts_total" label="Tổng số linh kiện" error={errors.parts_total}>
          <LazyNumberInput
            {...fieldControlProps('parts_total', errors.parts_total)}
            style={{ width: '100%' }}
            min={1}
            max={KIT_RULES.partsMax}
            precision={0}
            placeholder="VD: 350"
            disabled={disabled}
            value={values.parts_total ?? null}
            onChange={(v) => setField('parts_total', v)}
          />
        </FormField>
        <FormField id="material" label="Chất liệu">
          <Input
            id="material"
            placeholder="VD: PS, PE, ABS"
            maxLength={KIT_RULES.shortTextMax}
            disabled={disabled}
            value={values.material ?? ''}
            onChange={(e) => setField('material', e.target.value)}
          />
        </FormField>
        <FormField id="manufacturer" label="Nhà sản xuất">
          <Input
            id="manufacturer"
            placeholder="Bandai"
            maxLength={KIT_RULES.shortTextMax}
            disabled={disabled}
            value={values.manufacturer ?? ''}
            onChange={(e) => setField('manufacturer', e.target.value)}
          />
        </FormField>
      </div>
    </>
  );
}
