import { CheckCircleFilled, PhoneOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Tag, type FormInstance } from 'antd';
import { Typography } from '@/shared/ui/typography';
import type { User } from '@cho-gundam/contracts';
import { SHOP_NAME_RULES } from '@cho-gundam/contracts/core';
import { LazyPhoneModal, usePhoneModal } from '@/features/profile/components/lazy-phone-modal';
import { ShopNameField } from '@/features/shop/components/shop-name-field';

interface Props {
  user: User;
  form: FormInstance<{ name: string }>;
}

/** Step 1 "Thông tin shop": the shop's name, and the verified phone buyers and couriers will call. */
export function ShopInfoStep({ user, form }: Props) {
  const phone = usePhoneModal();
  const verified = user.phone_number_verified && !!user.phone_number;
  return (
    <div className="cg-regshop-step">
      <Typography.Paragraph type="secondary">
        Tên shop giúp người mua nhận ra và tìm thấy bạn trên Chợ Gundam. Bạn có thể đổi tên sau trong trang quản lý shop.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false}>
        <ShopNameField>
          <Input size="large" placeholder="VD: Gundam Nhà Bình" maxLength={SHOP_NAME_RULES.max} showCount autoFocus />
        </ShopNameField>
        <Form.Item label="Email">
          <Input value={user.email} disabled />
        </Form.Item>
      </Form>
      <div className="cg-regshop-phone">
        <Typography.Text strong>Số điện thoại</Typography.Text>
        {verified ? (
          <div className="cg-regshop-phone__row">
            <PhoneOutlined aria-hidden="true" />
            <span>{user.phone_number}</span>
            <Tag color="green" icon={<CheckCircleFilled />}>
              Đã xác thực
            </Tag>
            <Button type="link" onClick={phone.show} loading={phone.loading}>
              Đổi số khác
            </Button>
          </div>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={user.phone_number ? `Số ${user.phone_number} chưa được xác thực` : 'Bạn chưa có số điện thoại đã xác thực'}
            description="Người bán cần số điện thoại đã xác thực để người mua và đơn vị vận chuyển liên hệ. Chúng tôi sẽ gửi một mã gồm 6 chữ số qua tin nhắn."
            action={
              <Button type="primary" onClick={phone.show} loading={phone.loading}>
                Xác thực số điện thoại
              </Button>
            }
          />
        )}
      </div>
      <LazyPhoneModal state={phone} user={user} />
    </div>
  );
}
