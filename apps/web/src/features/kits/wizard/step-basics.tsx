import { useMemo, useState } from 'react';
import { AutoComplete, Col, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { foldVietnamese, KIT_RULES, KIT_SCALE_LABELS, KIT_SCALES, type Grade } from '@cho-gundam/contracts';
import { nameError, partsError, seriesError } from './kit-rules';
import { check } from './form-rule';
import { seriesMatches } from './series-match';

const SCALE_OPTIONS = KIT_SCALES.map((s) => ({ value: s, label: KIT_SCALE_LABELS[s] }));

/** The grades and series lists (`GET /grades`, `GET /series`), loaded by the page through the catalog feature. */
export interface KitCatalog {
  grades: Grade[] | undefined;
  series: { name: string }[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** Step 1: what the kit is (name, grade, series, scale, parts, material, maker). */
export function StepBasics({ catalog }: { catalog: KitCatalog }) {
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

  return (
    <>
      <Form.Item
        label="Tên mô hình"
        name="name"
        required
        rules={[check(nameError)]}
        extra="Nên ghi đủ phân khúc, tỷ lệ và tên mẫu để người khác dễ tìm thấy."
      >
        <Input placeholder="VD: MG 1/100 Strike Freedom Gundam Ver.2.0" maxLength={KIT_RULES.nameMax} showCount />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Phân khúc" name="grade_code" rules={[{ required: true, message: 'Vui lòng chọn phân khúc' }]}>
            <Select
              placeholder="Chọn phân khúc"
              options={gradeOptions}
              loading={catalog.loading}
              showSearch={{ filterOption: (input, o) => foldVietnamese(o?.search ?? '').includes(foldVietnamese(input)) }}
              notFoundContent={catalog.failed ? 'Không tải được danh sách phân khúc' : 'Không tìm thấy phân khúc'}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Dòng phim"
            name="series"
            required
            rules={[check(seriesError)]}
            extra="Chọn trong danh sách hoặc tự nhập nếu không có."
          >
            <AutoComplete
              placeholder="VD: Mobile Suit Gundam SEED"
              options={seriesOptions}
              maxLength={KIT_RULES.seriesMax}
              // the list is already filtered and ranked for the typed text; its first entry is
              // highlighted so Enter picks it rather than keeping half-typed text
              showSearch={{ filterOption: false, onSearch: setSeriesTyped }}
              defaultActiveFirstOption
              allowClear
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Tỷ lệ" name="scale" rules={[{ required: true, message: 'Vui lòng chọn tỷ lệ' }]}>
        <Radio.Group options={SCALE_OPTIONS} optionType="button" buttonStyle="solid" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="Tổng số linh kiện" name="parts_total" rules={[check(partsError)]}>
            <InputNumber style={{ width: '100%' }} min={1} max={KIT_RULES.partsMax} precision={0} placeholder="VD: 350" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Chất liệu" name="material">
            <Input placeholder="VD: PS, PE, ABS" maxLength={KIT_RULES.shortTextMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Nhà sản xuất" name="manufacturer">
            <Input placeholder="Bandai" maxLength={KIT_RULES.shortTextMax} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
