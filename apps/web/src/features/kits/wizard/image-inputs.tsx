import { useEffect, useRef, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload, type UploadFile } from 'antd';
import { useApp } from '@/shared/ui/app-feedback';
import { KIT_RULES } from '@cho-gundam/contracts/core';
import type { WizardImage } from './kit-form';
import { IMAGE_ACCEPT_ATTR, imageFileError } from './kit-rules';

let seq = 0;
const newImage = (file: File): WizardImage => ({ kind: 'new', uid: `new-${++seq}`, file, url: URL.createObjectURL(file) });
const uidOf = (img: WizardImage) => (img.kind === 'new' ? img.uid : img.id);
const toUploadFile = (img: WizardImage, name: string): UploadFile => ({
  uid: uidOf(img),
  name,
  status: 'done',
  url: img.url,
  thumbUrl: img.url,
});

/** Object URLs of picked files are freed when the wizard goes away (they hold the file in memory). */
function useRevokeOnUnmount(images: WizardImage[]) {
  const latest = useRef(images);
  latest.current = images;
  useEffect(() => () => latest.current.forEach((i) => i.kind === 'new' && URL.revokeObjectURL(i.url)), []);
}

function usePreview() {
  const [src, setSrc] = useState<string | null>(null);
  const preview = (
    <Image
      style={{ display: 'none' }}
      src={src ?? undefined}
      preview={{ open: !!src, src: src ?? undefined, onOpenChange: (open) => !open && setSrc(null) }}
    />
  );
  return { open: (f: UploadFile) => setSrc(f.url ?? null), preview };
}

interface PrimaryProps {
  value?: WizardImage | null;
  onChange?: (v: WizardImage | null) => void;
  disabled?: boolean;
}

/** "Ảnh chính": one image, replaced by picking another. */
export function PrimaryImageInput({ value, onChange, disabled }: PrimaryProps) {
  const { message } = useApp();
  const { open, preview } = usePreview();
  useRevokeOnUnmount(value ? [value] : []);
  return (
    <>
      <Upload
        listType="picture-card"
        disabled={disabled}
        accept={IMAGE_ACCEPT_ATTR}
        maxCount={1}
        fileList={value ? [toUploadFile(value, 'Ảnh chính')] : []}
        beforeUpload={(file) => {
          const problem = imageFileError(file);
          if (problem) {
            message.error(problem);
            return Upload.LIST_IGNORE;
          }
          if (value?.kind === 'new') URL.revokeObjectURL(value.url);
          onChange?.(newImage(file));
          return false;
        }}
        onRemove={() => {
          if (value?.kind === 'new') URL.revokeObjectURL(value.url);
          onChange?.(null);
        }}
        onPreview={open}
      >
        {value ? null : (
          <button type="button" className="cg-wizard-upload-tile">
            <PlusOutlined />
            <span>Chọn ảnh chính</span>
          </button>
        )}
      </Upload>
      {preview}
    </>
  );
}

interface SecondaryProps {
  value?: WizardImage[];
  onChange?: (v: WizardImage[]) => void;
  disabled?: boolean;
}

/** "Ảnh phụ": up to 8; several files may be picked at once, the ones over the limit are refused with a message. */
export function SecondaryImagesInput({ value = [], onChange, disabled }: SecondaryProps) {
  const { message } = useApp();
  const { open, preview } = usePreview();
  useRevokeOnUnmount(value);
  // files of one multi-selection arrive one by one: count them against the limit as they come
  const pending = useRef<WizardImage[]>(value);
  pending.current = value;
  const left = KIT_RULES.secondaryImagesMax - value.length;
  return (
    <>
      <Upload
        listType="picture-card"
        disabled={disabled}
        accept={IMAGE_ACCEPT_ATTR}
        multiple
        fileList={value.map((img, i) => toUploadFile(img, `Ảnh phụ ${i + 1}`))}
        beforeUpload={(file) => {
          const problem = imageFileError(file);
          if (problem) {
            message.error(problem);
            return Upload.LIST_IGNORE;
          }
          if (pending.current.length >= KIT_RULES.secondaryImagesMax) {
            message.warning(`Chỉ được thêm tối đa ${KIT_RULES.secondaryImagesMax} ảnh phụ. Ảnh "${file.name}" không được thêm.`);
            return Upload.LIST_IGNORE;
          }
          pending.current = [...pending.current, newImage(file)];
          onChange?.(pending.current);
          return false;
        }}
        onRemove={(f) => {
          const img = value.find((i) => uidOf(i) === f.uid);
          if (img?.kind === 'new') URL.revokeObjectURL(img.url);
          onChange?.(value.filter((i) => uidOf(i) !== f.uid));
        }}
        onPreview={open}
      >
        {left > 0 ? (
          <button type="button" className="cg-wizard-upload-tile">
            <PlusOutlined />
            <span>
              Thêm ảnh ({value.length}/{KIT_RULES.secondaryImagesMax})
            </span>
          </button>
        ) : null}
      </Upload>
      {preview}
    </>
  );
}
