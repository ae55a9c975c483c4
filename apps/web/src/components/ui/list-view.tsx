import { InfiniteScroll } from 'antd-mobile';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Key, ReactNode } from 'react';
import type { ListResult } from '@kc/shared';
import { isRefusal, listErrorText, nextPageOf, toListError } from './list-paging';
import { Refusal } from './load-error';
import { PullToRefresh } from './pull-to-refresh';

interface ListCommon<T> {
  queryKey: QueryKey;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => Key;
  emptyText?: string;
  /** shown under a refusal (10003), which is explained, not offered for reloading: e.g. a way back */
  refusalAction?: ReactNode;
}

export interface ListViewProps<T> extends ListCommon<T> {
  /** one page of a paged call (`page` from 1) */
  fetchPage: (page: number) => Promise<ListResult<T>>;
}

/** A list paged by any page parameter: a page number (ListView) or a keyset cursor (components/feed CursorList). */
export interface PagedListProps<T, P, R extends { list: T[] }> extends ListCommon<T> {
  initialPageParam: P;
  fetchPage: (param: P) => Promise<R>;
  /** the next page's parameter, or undefined at the end */
  nextPage: (last: R, pages: R[]) => P | undefined;
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

/** A paged list with pull-to-refresh and infinite scroll (spec 8 texts); a refusal is explained (Refusal). */
export function PagedList<T, P, R extends { list: T[] }>({
  queryKey,
  initialPageParam,
  fetchPage,
  nextPage,
  renderItem,
  itemKey,
  emptyText = '暂无数据',
  refusalAction,
}: PagedListProps<T, P, R>) {
  const queryClient = useQueryClient();
  const q = useInfiniteQuery({
    queryKey,
    initialPageParam,
    queryFn: async ({ pageParam }) => {
      try {
        return await fetchPage(pageParam as P);
      } catch (e) {
        throw toListError(e);
      }
    },
    getNextPageParam: (last, pages) => nextPage(last, pages),
  });

  const refresh = async () => {
    // refetch from the first page only
    queryClient.setQueryData<InfiniteData<R, P>>(queryKey, (d) =>
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

/** A list of a page-numbered call (`page` from 1, `count` says when it ends). */
export function ListView<T>(props: ListViewProps<T>) {
  return <PagedList<T, number, ListResult<T>> {...props} initialPageParam={1} nextPage={nextPageOf} />;
}
