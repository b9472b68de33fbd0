import { CheckCircleFilled, PhoneOutlined } from '@ant-design/icons';
import Input from 'antd/es/input/Input';
import { Typography } from '@/shared/ui/typography';
import type { User } from '@cho-gundam/contracts';
import { SHOP_NAME_RULES } from '@cho-gundam/contracts/core';
import { LazyPhoneModal, usePhoneModal } from '@/features/profile/components/lazy-phone-modal';
import { SHOP_NAME_HINT } from '@/features/shop/shop-name-check';
import { FormField, fieldControlProps } from '@/shared/ui/form-field';
import { NoteAlert } from '@/shared/ui/note-alert';
import { PlainButton } from '@/shared/ui/plain-button';
import { Label } from '@/shared/ui/tag';

const NAME_ID = 'regshop-name';

interface Props {
  user: User;
  name: string;
  /** the name's problem, under the field */
  nameError?: string;
  onNameChange: (name: string) => void;
}

/**
 * Step 1 "Thông tin shop": the shop's name, and the verified phone buyers and couriers will call.
 * Plain fields drawn as antd's vertical Form.Item (shared/ui/form-field.tsx), not antd's Form, whose
 * store, rule engine and label tooltip (~45 KB gzip) came with the page's first load (issue 13); the
 * page keeps the name and its problem.
 */
export function ShopInfoStep({ user, name, nameError, onNameChange }: Props) {
  const phone = usePhoneModal();
  const verified = user.phone_number_verified && !!user.phone_number;
  return (
    <div className="cg-regshop-step">
      <Typography.Paragraph type="secondary">
        Tên shop giúp người mua nhận ra và tìm thấy bạn trên Chợ Gundam. Bạn có thể đổi tên sau trong trang quản lý shop.
      </Typography.Paragraph>
      <div>
        <FormField id={NAME_ID} label="Tên shop" error={nameError} extra={SHOP_NAME_HINT}>
          <Input
            {...fieldControlProps(NAME_ID, nameError, true)}
            size="large"
            placeholder="VD: Gundam Nhà Bình"
            maxLength={SHOP_NAME_RULES.max}
            showCount
            autoFocus
            value={name}
            onChange={(e) => onNameChange(e.target.value)}
          />
        </FormField>
        <FormField id="regshop-email" label="Email">
          <Input id="regshop-email" value={user.email} disabled />
        </FormField>
      </div>
      <div className="cg-regshop-phone">
        <Typography.Text strong>Số điện thoại</Typography.Text>
        {verified ? (
          <div className="cg-regshop-phone__row">
            <PhoneOutlined aria-hidden="true" />
            <span>{user.phone_number}</span>
            <Label color="green" icon={<CheckCircleFilled />}>
              Đã xác thực
            </Label>
            <PlainButton type="link" onClick={phone.show} loading={phone.loading}>
              Đổi số khác
            </PlainButton>
          </div>
        ) : (
          <NoteAlert
            type="warning"
            showIcon
            title={user.phone_number ? `Số ${user.phone_number} chưa được xác thực` : 'Bạn chưa có số điện thoại đã xác thực'}
            description="Người bán cần số điện thoại đã xác thực để người mua và đơn vị vận chuyển liên hệ. Chúng tôi sẽ gửi một mã gồm 6 chữ số qua tin nhắn."
            action={
              <PlainButton type="primary" onClick={phone.show} loading={phone.loading}>
                Xác thực số điện thoại
              </PlainButton>
            }
          />
        )}
      </div>
      <LazyPhoneModal state={phone} user={user} />
    </div>
  );
}
