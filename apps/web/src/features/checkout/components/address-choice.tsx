import { lazy, Suspense, useState, type ReactNode } from 'react';
import { EnvironmentOutlined } from '@ant-design/icons';
import type { Address, User } from '@cho-gundam/contracts';
import { addressLine } from '@/shared/lib/address';
import { Card } from '@/shared/ui/card';
import { PlainButton } from '@/shared/ui/plain-button';
import { Label } from '@/shared/ui/tag';
import { Typography } from '@/shared/ui/typography';

// the picker (antd's Modal and Radio) loads on the first "Thay đổi", not with the checkout (issue 13)
const AddressPickerDialog = lazy(() => import('./address-picker-dialog'));

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
  // how many times the picker was opened (0: its code not asked for yet); the add form, once asked for
  const [pickerOpened, setPickerOpened] = useState(0);
  const [adding, setAdding] = useState(false);
  const [formOpened, setFormOpened] = useState(false);

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

  // the add form is mounted from its first opening on (its dialog then closes and opens as antd's does)
  const form = formOpened ? addressForm({ open: adding, inline: false, user, first: false, onClose: () => setAdding(false) }) : null;

  return (
    <Card
      title={
        <span>
          <EnvironmentOutlined aria-hidden="true" /> Địa chỉ nhận hàng
        </span>
      }
      size="small"
      extra={
        <PlainButton
          type="link"
          onClick={() => {
            setPickerOpened((n) => n + 1);
            setPicking(true);
          }}
        >
          Thay đổi
        </PlainButton>
      }
    >
      {selected ? (
        <div aria-label="Địa chỉ đã chọn">
          <div className="cg-checkout__address-who">
            <Typography.Text strong>{selected.full_name}</Typography.Text>
            <Typography.Text type="secondary">{selected.phone_number}</Typography.Text>
            {selected.is_primary ? <Label color="red">Mặc định</Label> : null}
          </div>
          <div>{addressLine(selected)}</div>
        </div>
      ) : (
        <Typography.Text type="secondary">Chưa chọn địa chỉ nhận hàng</Typography.Text>
      )}
      {pickerOpened ? (
        <Suspense fallback={null}>
          {/* a new key each opening: the dialog starts from the address chosen now */}
          <AddressPickerDialog
            key={pickerOpened}
            open={picking}
            addresses={addresses}
            initial={selected?.id ?? null}
            onSelect={onSelect}
            onAdd={() => {
              setAdding(true);
              setFormOpened(true);
            }}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      ) : null}
      {form}
    </Card>
  );
}
