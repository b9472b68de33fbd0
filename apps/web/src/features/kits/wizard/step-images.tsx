import { Col, Form, InputNumber, Row } from 'antd';
import { KIT_RULES } from '@cho-gundam/contracts';
import { PrimaryImageInput, SecondaryImagesInput } from './image-inputs';
import type { WizardImage } from './kit-form';
import { formatThousands, parseThousands, priceError, secondaryCountError, weightError } from './kit-rules';
import { check } from './form-rule';

/** Step 3: photos, weight (shipping fees depend on it) and price. */
export function StepImages({ priceRequired }: { priceRequired: boolean }) {
  return (
    <>
      <Form.Item
        label="Ảnh chính"
        name="primary_image"
        required
        rules={[check((v: WizardImage | null | undefined) => (v ? null : 'Vui lòng chọn ảnh chính của mô hình'))]}
        extra="Ảnh hiển thị đầu tiên. JPEG, PNG hoặc WebP, tối đa 10 MB."
      >
        <PrimaryImageInput />
      </Form.Item>
      <Form.Item
        label={`Ảnh phụ (tối đa ${KIT_RULES.secondaryImagesMax})`}
        name="secondary_images"
        rules={[check((v: WizardImage[] | undefined) => secondaryCountError(v?.length ?? 0))]}
        extra="Chụp nhiều góc, cận cảnh chỗ trầy xước (nếu có) để người xem tin tưởng hơn."
      >
        <SecondaryImagesInput />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label="Khối lượng (gram)"
            name="weight_grams"
            required
            rules={[check(weightError)]}
            extra="Cả hộp, dùng để tính phí vận chuyển."
          >
            <InputNumber style={{ width: '100%' }} min={1} max={KIT_RULES.weightMax} precision={0} suffix="gram" placeholder="VD: 850" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Giá (VND)"
            name="price"
            required={priceRequired}
            rules={[check((v) => priceError(v, priceRequired))]}
            extra={
              priceRequired
                ? 'Giá bán tối thiểu 1.000 ₫.'
                : 'Không bắt buộc. Dùng để ước tính giá trị bộ sưu tập và làm giá gợi ý khi đăng bán.'
            }
          >
            <InputNumber<number>
              style={{ width: '100%' }}
              min={0}
              max={KIT_RULES.priceMax}
              step={10_000}
              suffix="₫"
              placeholder="VD: 1.250.000"
              formatter={(v) => formatThousands(v)}
              parser={(v) => parseThousands(v) as number}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
