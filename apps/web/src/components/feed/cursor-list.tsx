import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import { isRefusal, listErrorText, toListError } from '../ui/list-paging';
import { Refusal } from '../ui/load-error';

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

const Status = ({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) => (
  <div
    className={onRetry ? 'list-status is-error' : 'list-status'}
    onClick={onRetry}
    role={onRetry ? 'button' : undefined}
  >
    {children}
  </div>
);

/**
 * ListView's twin for keyset-paged calls (feeds, comments, follow lists): the next page follows the answer's
 * `next_cursor` until it is '', with pull-to-refresh, infinite scroll and the spec 8 loading, empty and error texts.
 */
export function CursorList<T>({
  queryKey,
  fetchPage,
  renderItem,
  itemKey,
  emptyText = '暂无数据',
  refusalAction,
}: CursorListProps<T>) {
  const queryClient = useQueryClient();
  const q = useInfiniteQuery({
    queryKey,
    initialPageParam: '',
    queryFn: async ({ pageParam }) => {
      try {
        return await fetchPage(pageParam);
      } catch (e) {
        throw toListError(e);
      }
    },
    getNextPageParam: (last) => (last.list.length > 0 && last.next_cursor ? last.next_cursor : undefined),
  });

  const refresh = async () => {
    // refetch from the first page only
    queryClient.setQueryData<InfiniteData<CursorPage<T>, string>>(queryKey, (d) =>
      d ? { pages: d.pages.slice(0, 1), pageParams: d.pageParams.slice(0, 1) } : d,
    );
    await q.refetch();
  };
  const loadMore = async () => {
    const r = await q.fetchNextPage();
    if (r.isError) throw r.error;
  };

  if (q.isPending) return <Status>加载中....</Status>;
  if (q.isError && !q.data && isRefusal(q.error)) return <Refusal error={q.error} action={refusalAction} />;
  if (q.isError && !q.data) return <Status onRetry={() => void q.refetch()}>{listErrorText(q.error)}</Status>;
  const items = q.data.pages.flatMap((p) => p.list);

  return (
    <PullToRefresh onRefresh={refresh}>
      {items.length === 0 ? (
        <Status>{emptyText}</Status>
      ) : (
        items.map((item, i) => <div key={itemKey(item)}>{renderItem(item, i)}</div>)
      )}
      {items.length > 0 && (
        <InfiniteScroll hasMore={q.hasNextPage} loadMore={loadMore}>
          {(hasMore, failed, retry) =>
            failed ? (
              <Status onRetry={retry}>{listErrorText(q.error)}</Status>
            ) : (
              <Status>{hasMore ? '加载中....' : '没有更多了'}</Status>
            )
          }
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
}
