import { Modal } from 'antd';
import { useAddressForm, type AddressFormOptions } from './address-form';

/** "Thêm địa chỉ mới" / "Cập nhật địa chỉ" in a dialog (the address book, shop registration, auctions, checkout). */
export function AddressFormModal(props: AddressFormOptions) {
  const { form, saving, fields } = useAddressForm(props);
  return (
    <Modal
      open={props.open}
      title={props.address ? 'Cập nhật địa chỉ' : 'Thêm địa chỉ mới'}
      okText={props.address ? 'Lưu thay đổi' : 'Lưu địa chỉ'}
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      {fields}
    </Modal>
  );
}
