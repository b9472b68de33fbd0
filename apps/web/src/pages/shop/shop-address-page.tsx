import { useEffect, useState } from 'react';
import { EnvironmentOutlined } from '@ant-design/icons';
import { LoadError } from '@/shared/ui/load-error';
import { Button, Descriptions, Drawer, Empty, Form, Input, Skeleton, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import { SHOP_DESCRIPTION_MAX, SHOP_NAME_RULES } from '@cho-gundam/contracts';
import { AddressBook } from '@/features/addresses/components/address-book';
import { useCurrentUser } from '@/features/session';
import { ShopNameField } from '@/features/shop/components/shop-name-field';
import { asApiError } from '@/features/shop/use-listing-actions';
import { useMyShopQuery, useUpdateShopMutation } from '@/features/shop/shop-api';
import { addressLine } from '@/shared/lib/address';
import { PageHeading } from '@/shared/ui/page-heading';
import './shop-pages.css';

interface ShopForm {
  name: string;
  description: string;
}

/** `/shop/address`: the shop's name and description, and where couriers pick parcels up. */
export default function ShopAddressPage() {
  const user = useCurrentUser()!;
  const { message } = useApp();
  const { data, isLoading, isError, error, refetch } = useMyShopQuery();
  const [update, updating] = useUpdateShopMutation();
  const [form] = Form.useForm<ShopForm>();
  const [bookOpen, setBookOpen] = useState(false);
  const name = Form.useWatch('name', form);
  const description = Form.useWatch('description', form);
  const changed = !!data && ((name ?? '') !== data.shop.name || (description ?? '') !== data.shop.description);

  useEffect(() => {
    if (data) form.setFieldsValue({ name: data.shop.name, description: data.shop.description });
  }, [data, form]);

  const save = async (v: ShopForm) => {
    try {
      await update({ name: v.name, description: v.description }).unwrap();
      message.success('Đã cập nhật thông tin shop');
    } catch (e) {
      const err = asApiError(e);
      const fields = (err.details as { fields?: { field: string; message: string }[] } | null)?.fields ?? [];
      const known = fields.filter((f) => f.field === 'name' || f.field === 'description');
      if (known.length) form.setFields(known.map((f) => ({ name: f.field as keyof ShopForm, errors: [f.message] })));
      else if (err.code === 'conflict') form.setFields([{ name: 'name', errors: [err.message] }]);
      else message.error(err.message);
    }
  };

  const heading = <PageHeading title="Thông tin shop" description="Tên, giới thiệu và địa chỉ lấy hàng của shop." />;
  if (isError) {
    return (
      <section className="cg-page">
        {heading}
        <LoadError message="Không tải được thông tin shop" description={asApiError(error).message} onRetry={() => refetch()} />
      </section>
    );
  }

  return (
    <section className="cg-page cg-shop-info">
      {heading}
      <Card title="Thông tin cửa hàng">
        {isLoading || !data ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          <Form<ShopForm> form={form} layout="vertical" onFinish={save} disabled={updating.isLoading}>
            <ShopNameField>
              <Input maxLength={SHOP_NAME_RULES.max} showCount />
            </ShopNameField>
            <Form.Item label="Giới thiệu shop" name="description">
              <Input.TextArea
                rows={4}
                maxLength={SHOP_DESCRIPTION_MAX}
                showCount
                placeholder="Shop chuyên dòng nào, cam kết gì với người mua…"
              />
            </Form.Item>
            <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
              <Descriptions.Item label="Số điện thoại">
                {user.phone_number ?? '—'} {user.phone_number_verified && <Tag color="green">Đã xác thực</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label="Email">{user.email}</Descriptions.Item>
            </Descriptions>
            <Button type="primary" htmlType="submit" loading={updating.isLoading} disabled={!changed}>
              Lưu thay đổi
            </Button>
          </Form>
        )}
      </Card>
      <Card
        title="Địa chỉ lấy hàng"
        extra={
          <Button icon={<EnvironmentOutlined />} onClick={() => setBookOpen(true)}>
            {data?.pickup_address ? 'Đổi địa chỉ lấy hàng' : 'Thêm địa chỉ lấy hàng'}
          </Button>
        }
      >
        {isLoading || !data ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : data.pickup_address ? (
          <div>
            <Typography.Text strong>{data.pickup_address.full_name}</Typography.Text>
            <Typography.Text type="secondary"> | {data.pickup_address.phone_number}</Typography.Text>
            <Typography.Paragraph style={{ margin: '4px 0 0' }}>{addressLine(data.pickup_address)}</Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Đơn vị vận chuyển sẽ đến địa chỉ này để lấy hàng khi shop có đơn.
            </Typography.Text>
          </div>
        ) : (
          <Empty description="Shop chưa có địa chỉ lấy hàng. Đơn vị vận chuyển cần địa chỉ này để đến lấy hàng." />
        )}
      </Card>
      <Drawer open={bookOpen} onClose={() => setBookOpen(false)} title="Chọn địa chỉ lấy hàng" size="large">
        <Typography.Paragraph type="secondary">
          Bấm “Đặt làm địa chỉ lấy hàng” trên một địa chỉ, hoặc thêm địa chỉ mới và đánh dấu “Đặt làm địa chỉ lấy hàng”. Shop chỉ có một địa
          chỉ lấy hàng.
        </Typography.Paragraph>
        <AddressBook user={user} />
      </Drawer>
    </section>
  );
}
