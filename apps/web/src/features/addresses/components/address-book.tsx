import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { LoadError } from '@/shared/ui/load-error';
import { Button, Empty, Flex, Skeleton, Tooltip } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import type { Address, User } from '@cho-gundam/contracts';
import { MAX_ADDRESSES_PER_USER } from '@cho-gundam/contracts/core';
import { useAddressesQuery } from '../addresses-api';
import { apiError } from '@/shared/lib/form-helpers';
import { AddressCard } from './address-card';
import { AddressFormModal } from './address-form-modal';

/** "Địa chỉ của tôi": one default (delivery) and one pickup address; neither can be deleted while flagged. */
export function AddressBook({ user }: { user: User }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useAddressesQuery(user.id);
  const [editing, setEditing] = useState<Address | null>(null);
  const [open, setOpen] = useState(false);
  const addresses = data ?? [];
  const full = addresses.length >= MAX_ADDRESSES_PER_USER;

  const openNew = () => {
    setEditing(null);
    setOpen(true);
  };
  const openEdit = (a: Address) => {
    setEditing(a);
    setOpen(true);
  };

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={openNew} disabled={full || isLoading}>
      Thêm địa chỉ mới
    </Button>
  );

  return (
    <Card
      title="Địa chỉ của tôi"
      extra={full ? <Tooltip title={`Bạn chỉ có thể lưu tối đa ${MAX_ADDRESSES_PER_USER} địa chỉ`}>{addButton}</Tooltip> : addButton}
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError ? (
        <LoadError message={apiError(error).message} onRetry={() => refetch()} retrying={isFetching} />
      ) : addresses.length === 0 ? (
        <Empty description="Bạn chưa có địa chỉ nào">
          <Typography.Text type="secondary">Thêm địa chỉ để nhận hàng khi mua và gửi hàng khi bán hoặc trao đổi.</Typography.Text>
        </Empty>
      ) : (
        <Flex vertical gap={12}>
          {addresses.map((a) => (
            <AddressCard key={a.id} address={a} userId={user.id} onEdit={openEdit} />
          ))}
        </Flex>
      )}
      <AddressFormModal
        open={open}
        userId={user.id}
        address={editing}
        defaults={{ full_name: user.full_name, phone_number: user.phone_number }}
        first={!editing && addresses.length === 0}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
