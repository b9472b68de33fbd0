import { useState } from 'react';
import { Alert, Modal, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Exchange, OrderDetail } from '@cho-gundam/contracts';
import { pickedFiles } from '@/shared/ui/photo-picker';
import { useTradeCommands } from '../trade-data';
import { useDialogCommand } from './dialog-command';
import { packingForm, packingPhotosError } from '../trade-logic';

/**
 * "Đóng gói kiện hàng gửi đi": 1–5 photos of my packed parcel, sent to the orders' packing route. Its
 * own module, loaded on the first "Đóng gói kiện hàng" (trade-parcels.tsx): antd's Modal and Upload
 * are not part of the trade page's first load (issue 13).
 */
export default function PackDialog({ trade, order, onClose }: { trade: Exchange; order: OrderDetail; onClose: () => void }) {
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [touched, setTouched] = useState(false);
  const { pack } = useTradeCommands();
  const { busy, problem, send } = useDialogCommand();
  const picked = pickedFiles(files);
  const error = packingPhotosError(picked);
  const submit = async () => {
    setTouched(true);
    if (error) return;
    await send(() => pack(trade.id, order.id, packingForm(picked)), onClose);
  };
  return (
    <Modal
      open
      title="Đóng gói kiện hàng gửi đi"
      okText="Xác nhận đóng gói"
      cancelText="Quay lại"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        Kiện <strong>{order.code}</strong>: tải lên 1–5 ảnh rõ nét cho thấy mô hình đã được đóng gói. Sau khi xác nhận, đơn vị vận chuyển sẽ
        đến lấy hàng.
      </p>
      <Upload
        listType="picture-card"
        accept="image/jpeg,image/png,image/webp"
        multiple
        maxCount={5}
        fileList={files}
        beforeUpload={() => false}
        onChange={({ fileList }) => setFiles(fileList)}
      >
        {files.length < 5 ? (
          <span>
            <UploadOutlined aria-hidden="true" /> Ảnh đóng gói
          </span>
        ) : null}
      </Upload>
      <span className="cg-trade__note">{files.length}/5 ảnh · JPG, PNG, WebP, tối đa 10 MB mỗi ảnh</span>
      {touched && error ? <Alert type="error" showIcon title={error} /> : null}
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
    </Modal>
  );
}
