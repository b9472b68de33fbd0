import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Modal, Radio, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Address } from '@cho-gundam/contracts';
import { addressLine } from '@/shared/lib/address';
import { Label } from '@/shared/ui/tag';

interface Props {
  open: boolean;
  addresses: Address[];
  /** the address chosen when the dialog opened */
  initial: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
  onClose: () => void;
}

/**
 * "Chọn địa chỉ nhận hàng": the member's addresses to pick from, or a new one. Its own module, loaded on
 * the first "Thay đổi" (address-choice.tsx): antd's Modal and Radio are not part of the checkout's first
 * load (issue 13).
 */
export default function AddressPickerDialog({ open, addresses, initial, onSelect, onAdd, onClose }: Props) {
  const [choice, setChoice] = useState<string | null>(initial);
  return (
    <Modal
      open={open}
      title="Chọn địa chỉ nhận hàng"
      okText="Dùng địa chỉ này"
      cancelText="Hủy"
      onOk={() => {
        if (choice) onSelect(choice);
        onClose();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as string)} style={{ width: '100%' }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {addresses.map((a) => (
            <Radio key={a.id} value={a.id}>
              <strong>{a.full_name}</strong> · {a.phone_number} {a.is_primary ? <Label color="red">Mặc định</Label> : null}
              <div>{addressLine(a)}</div>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Space style={{ marginTop: 16 }} wrap>
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            onClose();
            onAdd();
          }}
        >
          Thêm địa chỉ mới
        </Button>
        <Link to="/member/profile/address-setting">Quản lý sổ địa chỉ</Link>
      </Space>
    </Modal>
  );
}
