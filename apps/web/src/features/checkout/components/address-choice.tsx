import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Modal, Radio, Space, Tag } from 'antd';
import { Card } from '@/shared/ui/card';
import { Typography } from '@/shared/ui/typography';
import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import type { Address, User } from '@cho-gundam/contracts';
import { addressLine } from '@/shared/lib/address';

/**
 * The form that adds an address (the addresses feature's, handed in by the page): a new address of
 * `user`, prefilled with their name and phone; the first one becomes the default. `inline`: written in
 * the page itself (a member without any address), else a dialog shown while `open`; `onClose` runs
 * once it is saved (and when the dialog is dismissed).
 */
export type AddressFormSlot = (form: { open: boolean; inline: boolean; user: User; first: boolean; onClose: () => void }) => ReactNode;

interface Props {
  user: User;
  addresses: Address[];
  selected: Address | null;
  addressForm: AddressFormSlot;
  onSelect: (id: string) => void;
}

/** "Địa chỉ nhận hàng": the chosen address (the default one first), change it, or add one. */
export function AddressChoice({ user, addresses, selected, addressForm, onSelect }: Props) {
  const [picking, setPicking] = useState(false);
  const [adding, setAdding] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);

  if (addresses.length === 0) {
    // a new account: the address is asked for right here, and the quote follows once it is saved
    return (
      <Card
        title={
          <span>
            <EnvironmentOutlined aria-hidden="true" /> Địa chỉ nhận hàng
          </span>
        }
        size="small"
        aria-label="Thêm địa chỉ nhận hàng"
      >
        <Typography.Paragraph type="secondary">
          Bạn chưa có địa chỉ nhận hàng. Nhập địa chỉ để tính phí vận chuyển và đặt hàng.
        </Typography.Paragraph>
        {addressForm({ open: true, inline: true, user, first: true, onClose: () => {} })}
      </Card>
    );
  }

  const form = addressForm({ open: adding, inline: false, user, first: false, onClose: () => setAdding(false) });

  return (
    <Card
      title={
        <span>
          <EnvironmentOutlined aria-hidden="true" /> Địa chỉ nhận hàng
        </span>
      }
      size="small"
      extra={
        <Button
          type="link"
          onClick={() => {
            setChoice(selected?.id ?? null);
            setPicking(true);
          }}
        >
          Thay đổi
        </Button>
      }
    >
      {selected ? (
        <div aria-label="Địa chỉ đã chọn">
          <Space wrap>
            <Typography.Text strong>{selected.full_name}</Typography.Text>
            <Typography.Text type="secondary">{selected.phone_number}</Typography.Text>
            {selected.is_primary ? <Tag color="red">Mặc định</Tag> : null}
          </Space>
          <div>{addressLine(selected)}</div>
        </div>
      ) : (
        <Typography.Text type="secondary">Chưa chọn địa chỉ nhận hàng</Typography.Text>
      )}
      <Modal
        open={picking}
        title="Chọn địa chỉ nhận hàng"
        okText="Dùng địa chỉ này"
        cancelText="Hủy"
        onOk={() => {
          if (choice) onSelect(choice);
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
        destroyOnHidden
      >
        <Radio.Group value={choice} onChange={(e) => setChoice(e.target.value as string)} style={{ width: '100%' }}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {addresses.map((a) => (
              <Radio key={a.id} value={a.id}>
                <strong>{a.full_name}</strong> · {a.phone_number} {a.is_primary ? <Tag color="red">Mặc định</Tag> : null}
                <div>{addressLine(a)}</div>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <Space style={{ marginTop: 16 }} wrap>
          <Button
            icon={<PlusOutlined />}
            onClick={() => {
              setPicking(false);
              setAdding(true);
            }}
          >
            Thêm địa chỉ mới
          </Button>
          <Link to="/member/profile/address-setting">Quản lý sổ địa chỉ</Link>
        </Space>
      </Modal>
      {form}
    </Card>
  );
}
