import { useState } from 'react';
import { Alert, Button, Col, Flex, Form, Input, InputNumber, Row, Skeleton } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { formatSettingValue, PLATFORM_SETTINGS, platformSettingValuesSchema, type PlatformSettingKey } from '@cho-gundam/contracts';
import { apiError, applyFieldErrors } from '@/shared/lib/form-helpers';
import { LoadError } from '@/shared/ui/load-error';
import { usePlatformSettingsQuery, useUpdatePlatformSettingsMutation } from '../admin-config-api';
import {
  changedSettings,
  isRate,
  MONEY_INPUT,
  SETTING_GROUPS,
  toFormValues,
  UNIT_SUFFIX,
  type SettingsFormValues,
} from '../admin-config-logic';

/** The admin's platform settings: grouped inputs in their bounds, only what changed is sent, with an optional note. */
export function SettingsForm() {
  const { message, modal } = useApp();
  const { data, isLoading, isError, error, refetch, isFetching } = usePlatformSettingsQuery();
  const [save, saving] = useUpdatePlatformSettingsMutation();
  const [form] = Form.useForm<SettingsFormValues>();
  const [problem, setProblem] = useState<string | null>(null);

  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError || !data) return <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />;

  const submit = (v: SettingsFormValues) => {
    setProblem(null);
    const body = changedSettings(data.values, v);
    const keys = Object.keys(body).filter((k) => k !== 'reason') as PlatformSettingKey[];
    if (!keys.length) {
      setProblem('Chưa có giá trị nào được thay đổi');
      return;
    }
    // the shared contract checks the values after the change (bounds and the rules between them)
    const checked = platformSettingValuesSchema.safeParse({ ...data.values, ...body });
    if (!checked.success) {
      const issues = checked.error.issues;
      form.setFields(issues.map((i) => ({ name: String(i.path[0]) as PlatformSettingKey, errors: [i.message] })));
      return;
    }
    modal.confirm({
      title: 'Lưu thay đổi cài đặt?',
      content: (
        <Flex vertical gap={4}>
          {keys.map((k) => (
            <span key={k}>
              {PLATFORM_SETTINGS[k].label}: {formatSettingValue(k, data.values[k])} → <strong>{formatSettingValue(k, body[k])}</strong>
            </span>
          ))}
          <Typography.Text type="secondary">
            Áp dụng từ lần sử dụng tiếp theo (đơn hàng, phiên đấu giá, yêu cầu rút tiền mới).
          </Typography.Text>
        </Flex>
      ),
      okText: 'Lưu',
      cancelText: 'Hủy',
      onOk: async () => {
        try {
          const saved = await save(body).unwrap();
          form.setFieldsValue({ ...toFormValues(saved.values), reason: '' });
          message.success('Đã lưu cài đặt');
        } catch (e) {
          const err = apiError(e);
          if (!applyFieldErrors(form, err)) setProblem(err.message);
        }
      },
    });
  };

  return (
    <Form form={form} layout="vertical" initialValues={toFormValues(data.values)} onFinish={submit} aria-label="Cài đặt của sàn">
      <Row gutter={[16, 16]}>
        {SETTING_GROUPS.map((g) => (
          <Col key={g.title} xs={24} lg={8}>
            <Card title={g.title} size="small" style={{ height: '100%' }}>
              {g.keys.map((k) => {
                const s = PLATFORM_SETTINGS[k];
                const rate = isRate(k);
                return (
                  <Form.Item
                    key={k}
                    name={k}
                    label={s.label}
                    extra={`Mặc định ${formatSettingValue(k, data.defaults[k])}; cho phép ${formatSettingValue(k, s.min)} – ${formatSettingValue(k, s.max)}`}
                    rules={[{ required: true, message: `Vui lòng nhập ${s.label.toLowerCase()}` }]}
                  >
                    <InputNumber
                      style={{ width: '100%' }}
                      min={rate ? s.min / 100 : s.min}
                      max={rate ? s.max / 100 : s.max}
                      step={rate ? 0.5 : s.unit === 'money' ? 10_000 : 1}
                      precision={rate ? 2 : 0}
                      // Vietnamese write "2,5 %": the comma is the decimal separator
                      {...(rate ? { decimalSeparator: ',' } : {})}
                      suffix={UNIT_SUFFIX[s.unit]}
                      {...(s.unit === 'money' ? MONEY_INPUT : {})}
                    />
                  </Form.Item>
                );
              })}
            </Card>
          </Col>
        ))}
      </Row>
      <Form.Item name="reason" label="Ghi chú thay đổi (lưu vào lịch sử)" style={{ marginTop: 16 }}>
        <Input.TextArea rows={2} maxLength={500} showCount placeholder="Ví dụ: áp dụng phí sàn mới từ tháng 12" />
      </Form.Item>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving.isLoading}>
          Lưu thay đổi
        </Button>
        <Button
          onClick={() => {
            form.setFieldsValue({ ...toFormValues(data.values), reason: '' });
            setProblem(null);
          }}
        >
          Hoàn tác
        </Button>
      </Flex>
    </Form>
  );
}
