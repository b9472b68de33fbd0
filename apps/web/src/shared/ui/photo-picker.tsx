import { Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

interface Props {
  files: UploadFile[];
  onChange: (files: UploadFile[]) => void;
  max: number;
  /** the accessible name of the picker ("Ảnh đóng gói") */
  label: string;
}

/** Up to `max` photos kept in the browser until the form is sent (nothing is uploaded on pick). */
export function PhotoPicker({ files, onChange, max, label }: Props) {
  return (
    <Upload
      listType="picture-card"
      accept="image/jpeg,image/png,image/webp"
      multiple
      fileList={files}
      beforeUpload={() => false}
      onChange={({ fileList }) => onChange(fileList.slice(0, max))}
      aria-label={label}
    >
      {files.length >= max ? null : (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }} aria-label={`Thêm ${label.toLowerCase()}`}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>Thêm ảnh</div>
        </button>
      )}
    </Upload>
  );
}

/** The picked files as the browser's File objects (what goes into the multipart body). */
export const pickedFiles = (files: UploadFile[]): File[] =>
  files.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => !!f) as File[];
