import { Form, Input } from 'antd';
import { OTP_RULES } from '@cho-gundam/contracts/core';
import { zodRule } from '@/shared/lib/form-helpers';

const otpRule = zodRule(() => import('./otp-rules').then((m) => m.otpField));

/** "Mã xác thực": the code sent by email or SMS, digits only, as the form field `otp_code`. */
export function OtpField() {
  return (
    <Form.Item label="Mã xác thực" name="otp_code" rules={[otpRule]}>
      <Input.OTP
        aria-label="Mã xác thực"
        length={OTP_RULES.digits}
        size="large"
        autoComplete="one-time-code"
        formatter={(s) => s.replace(/\D/g, '')}
      />
    </Form.Item>
  );
}
