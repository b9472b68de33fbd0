import { useMemo, useState } from 'react';
import { Button, Form, Input, Modal, Skeleton, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { EXCHANGE_RULES, exchangeContentField, type ExchangePost } from '@cho-gundam/contracts';
import type { ApiError } from '@/shared/api/base-api';
import { apiError } from '@/shared/lib/form-helpers';
import { LoadError } from '@/shared/ui/load-error';
import { fieldStatus } from './form-item-status';
import {
  useCreateExchangePostMutation,
  useEditExchangePostMutation,
  useMyTradableKitsQuery,
  useReplaceExchangePostPhotosMutation,
} from '../exchange-board-api';
import { postFormProblems, type PostFormValues } from '../post-form';
import type { BoardKit } from './board-kits';
import { KitChoice } from './kit-choice';
import { BoardRefusal } from './board-refusal';

interface Props {
  /** the open post to edit, or null for "Đăng bài trao đổi" */
  post: ExchangePost | null;
  viewerId: string;
  onClose: () => void;
  onDone: (post: ExchangePost) => void;
}

/**
 * "Đăng bài trao đổi" and the edit of an open post: the text, 1–5 photos (an edit may keep the old
 * ones) and one or more of my `in_store` kits. A member without a verified phone is refused by the
 * server; its message shows with the way to verify.
 */
export function PostFormModal({ post, viewerId, onClose, onDone }: Props) {
  const [values, setValues] = useState<PostFormValues>({ content: post?.content ?? '', kit_ids: post?.kits.map((k) => k.id) ?? [] });
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [errors, setErrors] = useState<Partial<Record<'content' | 'kit_ids' | 'photos', string>>>({});
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const kits = useMyTradableKitsQuery(viewerId);
  const [create, creating] = useCreateExchangePostMutation();
  const [edit, editing] = useEditExchangePostMutation();
  const [replacePhotos, replacing] = useReplaceExchangePostPhotosMutation();
  const busy = creating.isLoading || editing.isLoading || replacing.isLoading;

  const choices = useMemo<BoardKit[]>(() => {
    const held = post?.kits ?? [];
    return [...held, ...(kits.data?.items ?? []).filter((k) => !held.some((h) => h.id === k.id))];
  }, [kits.data, post]);

  const submit = async () => {
    setRefusal(null);
    const problems = postFormProblems(values, files.length, !post, exchangeContentField);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    const photos = files.flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));
    try {
      let saved: ExchangePost;
      if (post) {
        saved = await edit({ id: post.id, content: values.content.trim(), kit_ids: values.kit_ids }).unwrap();
        if (photos.length) {
          const form = new FormData();
          for (const f of photos) form.append('photos', f);
          saved = await replacePhotos({ id: post.id, form }).unwrap();
        }
      } else {
        const form = new FormData();
        form.append('content', values.content.trim());
        form.append('kit_ids', JSON.stringify(values.kit_ids));
        for (const f of photos) form.append('photos', f);
        saved = await create(form).unwrap();
      }
      onDone(saved);
    } catch (err) {
      setRefusal(apiError(err));
    }
  };

  const item = (field: keyof typeof errors) => fieldStatus(errors, field);
  return (
    <Modal
      open
      title={post ? 'Sửa bài đăng trao đổi' : 'Đăng bài trao đổi'}
      okText={post ? 'Lưu thay đổi' : 'Đăng bài'}
      cancelText="Hủy"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      width={640}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Nội dung" required {...item('content')}>
          <Input.TextArea
            aria-label="Nội dung bài đăng"
            value={values.content}
            onChange={(e) => setValues((v) => ({ ...v, content: e.target.value }))}
            maxLength={EXCHANGE_RULES.contentMax}
            showCount
            rows={4}
            placeholder="Bạn muốn đổi gì, tình trạng mô hình, khu vực giao nhận…"
          />
        </Form.Item>
        <Form.Item
          label={
            post
              ? 'Ảnh mới (thay toàn bộ ảnh cũ, để trống nếu giữ nguyên)'
              : `Ảnh (${EXCHANGE_RULES.photosMin}–${EXCHANGE_RULES.photosMax} ảnh)`
          }
          required={!post}
          {...item('photos')}
        >
          <Upload
            accept="image/jpeg,image/png,image/webp"
            listType="picture"
            multiple
            maxCount={EXCHANGE_RULES.photosMax}
            fileList={files}
            beforeUpload={() => false}
            onChange={({ fileList }) => setFiles(fileList.slice(0, EXCHANGE_RULES.photosMax))}
          >
            <Button icon={<UploadOutlined />}>Chọn ảnh</Button>
          </Upload>
        </Form.Item>
        <Form.Item label="Mô hình muốn đổi (trong bộ sưu tập)" required {...item('kit_ids')}>
          {kits.isLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : kits.isError ? (
            <LoadError message="Không tải được bộ sưu tập của bạn" onRetry={() => void kits.refetch()} retrying={kits.isFetching} />
          ) : (
            <KitChoice
              kits={choices}
              value={values.kit_ids}
              onChange={(kit_ids) => setValues((v) => ({ ...v, kit_ids }))}
              label="Mô hình muốn đổi"
              empty="Bạn chưa có mô hình nào trong bộ sưu tập để trao đổi"
            />
          )}
        </Form.Item>
        <BoardRefusal error={refusal} />
      </Form>
    </Modal>
  );
}
