import { z } from 'zod';

export const pageQuery = z.object({
  page: z.coerce.number({ error: 'page phải là số' }).int().min(1, { error: 'page tối thiểu là 1' }).max(10_000).default(1),
  page_size: z.coerce.number({ error: 'page_size phải là số' }).int().min(1).max(100, { error: 'page_size tối đa 100' }).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), page_size: z.number(), total: z.number() });
export interface Paged<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}
