import { Button, Flex, Popconfirm, Tag, Tooltip } from 'antd';
import { Card } from '@/shared/ui/card';
import { useApp } from '@/shared/ui/app-feedback';
import { Typography } from '@/shared/ui/typography';
import type { Address } from '@cho-gundam/contracts';
import { useDeleteAddressMutation, useUpdateAddressMutation } from '../addresses-api';
import { addressLine } from '@/shared/lib/address';
import { apiError } from '@/shared/lib/form-helpers';

interface Props {
  address: Address;
  userId: string;
  onEdit: (a: Address) => void;
}

function deleteBlockedReason(a: Address): string | null {
  if (a.is_primary) return 'Không thể xóa địa chỉ mặc định. Hãy đặt một địa chỉ khác làm mặc định trước.';
  if (a.is_pickup_address) return 'Không thể xóa địa chỉ lấy hàng. Hãy đặt một địa chỉ khác làm địa chỉ lấy hàng trước.';
  return null;
}

export function AddressCard({ address: a, userId, onEdit }: Props) {
  const { message } = useApp();
  const [update, updating] = useUpdateAddressMutation();
  const [remove, removing] = useDeleteAddressMutation();
  const blocked = deleteBlockedReason(a);

  const setFlag = async (flag: 'is_primary' | 'is_pickup_address') => {
    try {
      await update({ userId, addressId: a.id, body: { [flag]: true } }).unwrap();
      message.success(flag === 'is_primary' ? 'Đã đặt làm địa chỉ mặc định' : 'Đã đặt làm địa chỉ lấy hàng');
    } catch (e) {
      message.error(apiError(e).message);
    }
  };
  const onDelete = async () => {
    try {
      await remove({ userId, addressId: a.id }).unwrap();
      message.success('Đã xóa địa chỉ');
    } catch (e) {
      message.error(apiError(e).message);
    }
  };

  const deleteButton = (
    <Button danger type="text" disabled={!!blocked} loading={removing.isLoading}>
      Xóa
    </Button>
  );

  return (
    <Card size="small" aria-label={`Địa chỉ của ${a.full_name}`} style={{ borderColor: a.is_primary ? '#ffccc7' : undefined }}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{a.full_name}</Typography.Text>
            <Typography.Text type="secondary">|</Typography.Text>
            <Typography.Text type="secondary">{a.phone_number}</Typography.Text>
          </Flex>
          <Typography.Text>{addressLine(a)}</Typography.Text>
          {(a.is_primary || a.is_pickup_address) && (
            <Flex gap={4} wrap style={{ marginTop: 4 }}>
              {a.is_primary && <Tag color="red">Mặc định</Tag>}
              {a.is_pickup_address && <Tag color="blue">Địa chỉ lấy hàng</Tag>}
            </Flex>
          )}
        </Flex>
        <Flex vertical align="flex-end" gap={8}>
          <Flex gap={4}>
            <Button type="link" onClick={() => onEdit(a)}>
              Sửa
            </Button>
            {blocked ? (
              <Tooltip title={blocked}>
                <span>{deleteButton}</span>
              </Tooltip>
            ) : (
              <Popconfirm
                title="Xóa địa chỉ này?"
                description={addressLine(a)}
                okText="Xóa"
                cancelText="Hủy"
                okButtonProps={{ danger: true }}
                onConfirm={onDelete}
              >
                {deleteButton}
              </Popconfirm>
            )}
          </Flex>
          <Flex gap={8} wrap justify="flex-end">
            {!a.is_primary && (
              <Button
                size="small"
                loading={updating.isLoading && updating.originalArgs?.body.is_primary}
                onClick={() => setFlag('is_primary')}
              >
                Đặt làm mặc định
              </Button>
            )}
            {!a.is_pickup_address && (
              <Button
                size="small"
                loading={updating.isLoading && updating.originalArgs?.body.is_pickup_address}
                onClick={() => setFlag('is_pickup_address')}
              >
                Đặt làm địa chỉ lấy hàng
              </Button>
            )}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
