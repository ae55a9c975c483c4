import { lazySchema, z } from './z.js';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from './constants.js';

/** A number, or its digits as a string (GET values arrive as strings) — never an array, a boolean or null. */
const count = (max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(1).max(max));

/** page/page_size of every list call. */
export const pagingQuery = {
  page: lazySchema(() => count(100000).default(DEFAULT_PAGE)),
  page_size: lazySchema(() => count(100).default(DEFAULT_PAGE_SIZE)),
};

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), count: z.number().int(), page_size: z.number().int() });

export interface ListResult<T> {
  list: T[];
  count: number;
  page_size: number;
}
