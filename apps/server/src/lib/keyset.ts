import { INT32_MAX } from '@kc/shared';
import { validationError } from '../plugins/app/errors.js';

/**
 * The one home of keyset paging (feeds, comments, follow lists; docs/community.md): the opaque cursor of a page's
 * last row (its sort key, a positive integer, in base64url), where the next page starts, and a page made from
 * `page_size + 1` rows (the extra row says whether another page follows; no COUNT).
 */
export const encodeCursor = (key: number): string => Buffer.from(`k${key}`).toString('base64url');

/** The sort key of a cursor; anything that is not one of ours → 10001 分页参数无效 naming `cursor`. */
export function decodeCursor(cursor: string): number {
  const text = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const m = /^k([1-9]\d{0,9})$/.exec(text);
  const key = m ? Number(m[1]) : NaN;
  if (!(key > 0 && key <= INT32_MAX)) throw validationError([{ field: 'cursor', message: '分页参数无效' }]);
  return key;
}

/**
 * Where a page starts: after a cursor (keyset), else the spec's page number for callers that page by number
 * (offset). `limit` reads one row more than the page.
 */
export function pageStart(q: { cursor: string; page?: number; page_size: number }) {
  return q.cursor
    ? { key: decodeCursor(q.cursor), offset: 0, limit: q.page_size + 1 }
    : { key: 0, offset: ((q.page ?? 1) - 1) * q.page_size, limit: q.page_size + 1 };
}

/** A page from `page_size + 1` rows: the list and the cursor of its last row ('' at the end). */
export function pageOf<R, T>(rows: R[], pageSize: number, key: (r: R) => number, map: (r: R) => T) {
  const shown = rows.slice(0, pageSize);
  const last = shown[shown.length - 1];
  return {
    list: shown.map(map),
    next_cursor: rows.length > pageSize && last !== undefined ? encodeCursor(key(last)) : '',
    page_size: pageSize,
  };
}
