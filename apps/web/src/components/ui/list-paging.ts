import { ErrorCode, type ListResult } from '@kc/shared';
import { ApiError, isApiError } from '../../lib/http';

/** The next page number of a paged call, or undefined at the end (`page` starts at 1). */
export const nextPageOf = <T>(last: ListResult<T>, pages: ListResult<T>[]): number | undefined => {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.count ? pages.length + 1 : undefined;
};

/** Spec 8: a thrown error that is not a call's answer becomes code 888 with the default message. */
export const toListError = (e: unknown): ApiError =>
  isApiError(e) ? e : new ApiError(ErrorCode.LIST_THROWN, '系统异常', undefined, false);

export const listErrorText = (e: unknown): string => `${toListError(e).message || '系统异常'}，点击重新加载`;

/** A refusal (no permission): reloading cannot change it, so it is explained rather than offered again. */
export const isRefusal = (e: unknown): boolean => isApiError(e) && e.code === ErrorCode.FORBIDDEN;

/** Not there (10004: a wrong link, a deleted record): reloading cannot bring it back either. */
export const isNotFound = (e: unknown): boolean => isApiError(e) && e.code === ErrorCode.NOT_FOUND;
