import { z } from 'zod';
import { wholeNumber } from '../schemas/fields';

/** `?page=&pageSize=` for admin lists: 1-based pages, 20 rows by default, at most 100 a page. */
export const PageQuerySchema = z.object({
  page: wholeNumber(1, 100_000).default(1),
  pageSize: wholeNumber(1, 100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** One page of a list: its rows, where it is, and how many rows there are in all. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
