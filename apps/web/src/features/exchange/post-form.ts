import { EXCHANGE_RULES } from '@cho-gundam/contracts';

/** The post form's rules ("Đăng bài trao đổi", the edit of an open post), kept pure. */
export interface PostFormValues {
  content: string;
  kit_ids: string[];
}
type ContentSchema = { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } };
export type PostFormProblems = Partial<Record<'content' | 'kit_ids' | 'photos', string>>;

/**
 * What stops the form from being sent: the text checked with the server's own field
 * (contracts exchangeContentField, passed in), at least one kit, 1–5 photos for a new post
 * (an edit keeps its photos unless new ones are chosen).
 */
export function postFormProblems(v: PostFormValues, photoCount: number, isNew: boolean, content: ContentSchema): PostFormProblems {
  const out: PostFormProblems = {};
  const c = content.safeParse(v.content);
  if (!c.success) out.content = c.error?.issues[0]?.message ?? 'Nội dung không hợp lệ';
  if (!v.kit_ids.length) out.kit_ids = 'Hãy chọn ít nhất 1 mô hình trao đổi';
  else if (v.kit_ids.length > EXCHANGE_RULES.kitsMax) out.kit_ids = `Tối đa ${EXCHANGE_RULES.kitsMax} mô hình trao đổi`;
  if (isNew && photoCount < EXCHANGE_RULES.photosMin) out.photos = `Hãy chọn ít nhất ${EXCHANGE_RULES.photosMin} ảnh`;
  if (photoCount > EXCHANGE_RULES.photosMax) out.photos = `Tối đa ${EXCHANGE_RULES.photosMax} ảnh`;
  return out;
}
