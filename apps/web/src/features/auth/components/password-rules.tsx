import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { Typography } from '@/shared/ui/typography';
import { PASSWORD_RULES } from '@cho-gundam/contracts/core';

/** The password rules of product.md §2, ticked live as the member types. */
export function passwordChecks(value: string) {
  return [
    {
      label: `Từ ${PASSWORD_RULES.min} đến ${PASSWORD_RULES.max} ký tự`,
      ok: value.length >= PASSWORD_RULES.min && value.length <= PASSWORD_RULES.max,
    },
    { label: 'Có ít nhất một chữ cái', ok: /\p{L}/u.test(value) },
    { label: 'Có ít nhất một chữ số', ok: /\d/.test(value) },
  ];
}

export function PasswordRules({ value }: { value: string | undefined }) {
  return (
    <Flex vertical gap={2} aria-label="Yêu cầu mật khẩu" style={{ marginTop: -8, marginBottom: 16 }}>
      {passwordChecks(value ?? '').map((c) => (
        <Typography.Text key={c.label} type={c.ok ? 'success' : 'secondary'} style={{ fontSize: 13 }}>
          {c.ok ? <CheckCircleFilled aria-label="Đạt" /> : <CloseCircleOutlined aria-label="Chưa đạt" />} {c.label}
        </Typography.Text>
      ))}
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Tránh các mật khẩu phổ biến, dễ đoán.
      </Typography.Text>
    </Flex>
  );
}
