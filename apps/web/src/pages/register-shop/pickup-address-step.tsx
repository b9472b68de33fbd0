import { useEffect, useRef, useState } from 'react';
import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { LoadError } from '@/shared/ui/load-error';
import { Button, Empty, Flex, Skeleton, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import type { Address, User } from '@cho-gundam/contracts';
import { useUpdateAddressMutation } from '@/features/addresses/addresses-api';
import { useAddressesResource } from '@/features/addresses/addresses-resource';
import { AddressFormModal } from '@/features/addresses/components/address-form-modal';
import { addressLine } from '@/shared/lib/address';
import { apiError } from '@/shared/lib/form-helpers';

/** Step 2 "Địa chỉ lấy hàng": one pickup address, chosen from the address book or added here. */
export function PickupAddressStep({ user }: { user: User }) {
  const { message } = useApp();
  // the page's answer (read on entering it, and again when an address command settles): not asked twice
  const addresses = useAddressesResource(user.id, 60_000);
  const [markPickup, marking] = useUpdateAddressMutation();
  const [formOpen, setFormOpen] = useState(false);
  // ids known before "Thêm địa chỉ", so the address added there can be recognised and made the pickup one
  const knownIds = useRef<Set<string> | null>(null);
  const list = addresses.currentData ?? [];
  const pickup = list.find((a) => a.is_pickup_address) ?? null;

  const choose = async (a: Address) => {
    try {
      await markPickup({ userId: user.id, addressId: a.id, body: { is_pickup_address: true } }).unwrap();
      message.success('Đã đặt làm địa chỉ lấy hàng');
    } catch (e) {
      message.error(apiError(e).message);
    }
  };

  useEffect(() => {
    if (!knownIds.current || !addresses.currentData) return;
    const added = addresses.currentData.find((a) => !knownIds.current!.has(a.id));
    if (!added) return;
    knownIds.current = null;
    // the address form leaves "lấy hàng" unticked by default; here it is the address being asked for
    if (!added.is_pickup_address && !addresses.currentData.some((a) => a.is_pickup_address)) void choose(added);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the list changes, not when `choose` is recreated
  }, [addresses.currentData]);

  const openForm = () => {
    knownIds.current = new Set(list.map((a) => a.id));
    setFormOpen(true);
  };

  // the skeleton also while "Thử lại" asks again, as RTK Query's isLoading showed it
  if (!addresses.currentData && (addresses.isFetching || !addresses.error)) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!addresses.currentData) {
    return <LoadError message={apiError(addresses.error).message} onRetry={() => addresses.refetch()} />;
  }

  const others = list.filter((a) => !a.is_pickup_address);
  return (
    <div className="cg-regshop-step">
      <Typography.Paragraph type="secondary">
        Đơn vị vận chuyển sẽ đến địa chỉ này để lấy hàng khi shop có đơn. Mỗi shop có một địa chỉ lấy hàng; bạn có thể đổi sau.
      </Typography.Paragraph>
      {pickup ? (
        <Card size="small" className="cg-regshop-pickup">
          <Flex gap={12} align="flex-start">
            <EnvironmentOutlined className="cg-regshop-pickup__icon" aria-hidden="true" />
            <div>
              <Typography.Text strong>{pickup.full_name}</Typography.Text>
              <Typography.Text type="secondary"> | {pickup.phone_number}</Typography.Text>
              <div>{addressLine(pickup)}</div>
              <Tag color="blue" style={{ marginTop: 6 }}>
                Địa chỉ lấy hàng
              </Tag>
            </div>
          </Flex>
        </Card>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Bạn chưa có địa chỉ lấy hàng" />
      )}
      {others.length > 0 && (
        <div className="cg-regshop-choices">
          <Typography.Text strong>{pickup ? 'Hoặc chọn địa chỉ khác' : 'Chọn từ sổ địa chỉ của bạn'}</Typography.Text>
          {others.map((a) => (
            <Flex key={a.id} justify="space-between" align="center" gap={12} className="cg-regshop-choice">
              <span>
                <strong>{a.full_name}</strong> · {addressLine(a)}
              </span>
              <Button size="small" onClick={() => choose(a)} loading={marking.isLoading && marking.originalArgs?.addressId === a.id}>
                Dùng làm địa chỉ lấy hàng
              </Button>
            </Flex>
          ))}
        </div>
      )}
      <Button icon={<PlusOutlined />} onClick={openForm} type={pickup ? 'default' : 'primary'}>
        Thêm địa chỉ lấy hàng
      </Button>
      <AddressFormModal
        open={formOpen}
        userId={user.id}
        address={null}
        defaults={{ full_name: user.full_name, phone_number: user.phone_number }}
        first={list.length === 0}
        onClose={() => setFormOpen(false)}
      />
    </div>
  );
}
