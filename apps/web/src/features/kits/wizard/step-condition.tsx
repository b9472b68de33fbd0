import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Col, Empty, Form, Input, InputNumber, Radio, Row } from 'antd';
import {
  conditionNeedsDescription,
  KIT_CONDITION_LABELS,
  KIT_CONDITIONS,
  KIT_RULES,
  maxReleaseYear,
  type KitCondition,
} from '@cho-gundam/contracts';
import { conditionDescriptionError, releaseYearError } from './kit-rules';
import { CONDITION_NOTES, VERSION_SUGGESTIONS } from './kit-vocabulary';
import { check } from './form-rule';

const VERSION_OPTIONS = VERSION_SUGGESTIONS.map((v) => ({ value: v }));

/** Step 2: condition (with what each one promises), version, year, description, accessories. */
export function StepCondition({ currentYear }: { currentYear: number }) {
  const form = Form.useFormInstance();
  const condition = Form.useWatch<KitCondition | undefined>('condition', form);
  const notesRequired = !!condition && conditionNeedsDescription(condition);

  return (
    <>
      <Form.Item label="Tình trạng" name="condition" rules={[{ required: true, message: 'Vui lòng chọn tình trạng mô hình' }]}>
        <Radio.Group className="cg-wizard-conditions" aria-label="Tình trạng">
          {KIT_CONDITIONS.map((c) => (
            <Radio key={c} value={c} className="cg-wizard-condition">
              <span className="cg-wizard-condition__title">{KIT_CONDITION_LABELS[c]}</span>
              <span className="cg-wizard-condition__note">{CONDITION_NOTES[c]}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label="Mô tả tình trạng"
        name="condition_description"
        required={notesRequired}
        dependencies={['condition']}
        rules={[check((v: string | undefined) => conditionDescriptionError(form.getFieldValue('condition'), v))]}
        extra={notesRequired ? 'Bắt buộc khi mô hình không còn nguyên hộp.' : 'Không bắt buộc với mô hình nguyên hộp.'}
      >
        <Input.TextArea
          rows={3}
          maxLength={KIT_RULES.conditionDescriptionMax}
          showCount
          placeholder="VD: Hộp móp nhẹ góc trái, linh kiện đủ, đã cắt runner A và B"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Phiên bản" name="version" extra="Chọn gợi ý hoặc tự nhập.">
            <AutoComplete
              options={VERSION_OPTIONS}
              placeholder="VD: Ver.Ka"
              maxLength={KIT_RULES.shortTextMax}
              showSearch={{
                filterOption: (input, o) =>
                  String(o?.value ?? '')
                    .toLowerCase()
                    .includes(input.toLowerCase()),
              }}
              allowClear
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Năm phát hành" name="release_year" rules={[check((v) => releaseYearError(v, currentYear))]}>
            <InputNumber
              style={{ width: '100%' }}
              min={KIT_RULES.releaseYearMin}
              max={maxReleaseYear(currentYear)}
              precision={0}
              placeholder={`VD: ${currentYear - 2}`}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Mô tả" name="description">
        <Input.TextArea rows={4} maxLength={KIT_RULES.descriptionMax} showCount placeholder="Điểm nổi bật, nguồn gốc, ghi chú thêm…" />
      </Form.Item>
      <AccessoriesField />
    </>
  );
}

/** "Phụ kiện": name × quantity rows; blank rows are dropped when saving. */
function AccessoriesField() {
  return (
    <Form.Item label="Phụ kiện kèm theo">
      <Form.List name="accessories">
        {(fields, { add, remove }) => (
          <div className="cg-wizard-accessories">
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có phụ kiện nào" />}
            {fields.map(({ key, name }) => (
              <div key={key} className="cg-wizard-accessory">
                <Form.Item
                  name={[name, 'name']}
                  style={{ flex: 1, marginBottom: 0 }}
                  rules={[{ max: KIT_RULES.accessoryNameMax, message: `Tên phụ kiện tối đa ${KIT_RULES.accessoryNameMax} ký tự` }]}
                >
                  <Input placeholder="Tên phụ kiện, VD: Đế trưng bày" aria-label="Tên phụ kiện" maxLength={KIT_RULES.accessoryNameMax} />
                </Form.Item>
                <Form.Item name={[name, 'quantity']} style={{ width: 110, marginBottom: 0 }}>
                  <InputNumber
                    min={1}
                    max={KIT_RULES.accessoryQuantityMax}
                    precision={0}
                    prefix="SL"
                    aria-label="Số lượng"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="Xóa phụ kiện" onClick={() => remove(name)} />
              </div>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', quantity: 1 })}
              disabled={fields.length >= KIT_RULES.accessoriesMax}
            >
              Thêm phụ kiện
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
