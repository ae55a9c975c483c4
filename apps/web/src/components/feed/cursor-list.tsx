import type { Key, ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { PagedList } from '../ui/list-view';

/** One keyset page: `next_cursor` is '' at the end. */
export interface CursorPage<T> {
  list: T[];
  next_cursor: string;
}

export interface CursorListProps<T> {
  queryKey: QueryKey;
  /** one page after `cursor` ('' = the first page) */
  fetchPage: (cursor: string) => Promise<CursorPage<T>>;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => Key;
  emptyText?: string;
  /** shown under a refusal (10003), which is explained, not offered for reloading */
  refusalAction?: ReactNode;
}

/** The list of keyset-paged calls (feeds, comments, follow lists): the next page follows `next_cursor` until ''. */
export function CursorList<T>(props: CursorListProps<T>) {
  return (
    <PagedList<T, string, CursorPage<T>>
      {...props}
      initialPageParam=""
      nextPage={(last) => (last.list.length > 0 && last.next_cursor ? last.next_cursor : undefined)}
    />
  );
}
