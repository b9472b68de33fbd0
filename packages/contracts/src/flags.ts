import { z } from 'zod';
import { uuidField } from './fields.js';
import { paged, pageQuery } from './pagination.js';
import { FLAG_DECISIONS, FLAG_LOCK_REASON_MAX, FLAG_REASONS, FLAG_STATUSES, FLAG_TARGET_TYPES, FLAG_TEXT_MAX } from './flag-labels.js';

// Flags ("Báo cáo vi phạm", product.md §10, docs/domain/flags.md): a member reports a listing, an
// auction, a user or an exchange post once; moderators decide per target (hide, warn the owner, dismiss).

export const flagCreateBody = z
  .strictObject({
    target_type: z.enum(FLAG_TARGET_TYPES, { error: 'Loại nội dung báo cáo không hợp lệ' }),
    target_id: uuidField,
    reason: z.enum(FLAG_REASONS, { error: 'Vui lòng chọn lý do báo cáo' }),
    text: z
      .string({ error: 'Mô tả phải là chuỗi ký tự' })
      .trim()
      .max(FLAG_TEXT_MAX, { error: `Mô tả tối đa ${FLAG_TEXT_MAX} ký tự` })
      .optional(),
  })
  .refine((b) => b.reason !== 'other' || (b.text ?? '').length >= 5, {
    error: 'Vui lòng mô tả vi phạm (ít nhất 5 ký tự) khi chọn "Lý do khác"',
    path: ['text'],
  });
export type FlagCreateBody = z.infer<typeof flagCreateBody>;

export const flagCreatedSchema = z.object({
  id: z.string(),
  target_type: z.enum(FLAG_TARGET_TYPES),
  target_id: z.string(),
  reason: z.enum(FLAG_REASONS),
  created_at: z.string(),
});
export type FlagCreated = z.infer<typeof flagCreatedSchema>;

/** The queue's sorts: by the number of reports (most first by default) or by the latest report. */
export const FLAG_QUEUE_SORTS = ['reports_desc', 'reports_asc', 'latest_desc', 'latest_asc'] as const;
export type FlagQueueSort = (typeof FLAG_QUEUE_SORTS)[number];

/** The moderator's queue: one row per target, filters and sort in the URL. */
export const flagGroupsQuery = pageQuery.extend({
  status: z.enum(FLAG_STATUSES, { error: 'Trạng thái không hợp lệ' }).default('open'),
  target_type: z.enum(FLAG_TARGET_TYPES, { error: 'Loại nội dung không hợp lệ' }).optional(),
  sort: z.enum(FLAG_QUEUE_SORTS, { error: 'Cách sắp xếp không hợp lệ' }).default('reports_desc'),
});
export type FlagGroupsQuery = z.infer<typeof flagGroupsQuery>;

export const flagTargetParams = z.object({
  target_type: z.enum(FLAG_TARGET_TYPES, { error: 'Loại nội dung không hợp lệ' }),
  target_id: uuidField,
});

const personSchema = z.object({ id: z.string(), full_name: z.string() });

export const flagTargetSchema = z.object({
  type: z.enum(FLAG_TARGET_TYPES),
  id: z.string(),
  /** the kit's or auction's name, the user's full name, the exchange post's opening words; null when the target no longer exists */
  title: z.string().nullable(),
  /** the exchange post's full text (null for other targets) */
  text: z.string().nullable(),
  /** the exchange post's first photo (null for other targets) */
  image_url: z.string().nullable(),
  /** the public page (null for a user without a shop) */
  link: z.string().nullable(),
  /** whether a moderator hid it */
  hidden: z.boolean(),
  owner: personSchema.nullable(),
});

export const flagGroupSchema = z.object({
  target: flagTargetSchema,
  status: z.enum(FLAG_STATUSES),
  count: z.number(),
  reasons: z.array(z.object({ reason: z.enum(FLAG_REASONS), count: z.number() })),
  first_at: z.string(),
  last_at: z.string(),
});
export type FlagGroup = z.infer<typeof flagGroupSchema>;
export const flagGroupsResponse = paged(flagGroupSchema);
export type FlagGroupsResponse = z.infer<typeof flagGroupsResponse>;

export const flagLineSchema = z.object({
  id: z.string(),
  reporter: personSchema,
  reason: z.enum(FLAG_REASONS),
  text: z.string().nullable(),
  status: z.enum(FLAG_STATUSES),
  decision: z.enum(FLAG_DECISIONS).nullable(),
  decision_note: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type FlagLine = z.infer<typeof flagLineSchema>;

export const flagTargetDetailSchema = z.object({
  target: flagTargetSchema,
  open_count: z.number(),
  flags: z.array(flagLineSchema),
});
export type FlagTargetDetail = z.infer<typeof flagTargetDetailSchema>;

export const flagDecisionBody = z
  .strictObject({
    decision: z.enum(FLAG_DECISIONS, { error: 'Quyết định không hợp lệ' }),
    note: z
      .string({ error: 'Vui lòng nhập lý do' })
      .trim()
      .min(5, { error: 'Lý do tối thiểu 5 ký tự' })
      .max(FLAG_TEXT_MAX, { error: `Lý do tối đa ${FLAG_TEXT_MAX} ký tự` }),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'lock' && b.note.length > FLAG_LOCK_REASON_MAX)
      ctx.addIssue({ code: 'custom', path: ['note'], message: `Lý do khóa tối đa ${FLAG_LOCK_REASON_MAX} ký tự` });
  });
export type FlagDecisionBody = z.infer<typeof flagDecisionBody>;

export const flagDecisionResponse = z.object({
  target_type: z.enum(FLAG_TARGET_TYPES),
  target_id: z.string(),
  decision: z.enum(FLAG_DECISIONS),
  closed: z.number(),
});
export type FlagDecisionResponse = z.infer<typeof flagDecisionResponse>;
