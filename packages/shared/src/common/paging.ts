import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './constants.js';

/** page/page_size of every list call (GET values arrive as strings). */
export const pagingQuery = {
  page: z.coerce.number().int().min(1).max(100000).default(DEFAULT_PAGE),
  page_size: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
};

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), count: z.number().int(), page_size: z.number().int() });

export interface ListResult<T> {
  list: T[];
  count: number;
  page_size: number;
}
