import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import styles from './order-shell.module.css';

/** What the shell waits for: a query (TanStack's result fits). */
export interface ShellQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface Frame {
  /** a title from the data; else the route table's (PageHeader) */
  title?: string;
  className?: string;
}
interface Plain extends Frame {
  query?: undefined;
  children: ReactNode;
}
interface Loaded<T> extends Frame {
  query: ShellQuery<T>;
  /** something else still loading once the data is there */
  waiting?: boolean;
  loadingText?: string;
  children: (data: T) => ReactNode;
}

/**
 * The frame of every order screen: the page, its header titled by the route, the content. With `query`, the
 * content waits for the data: 加载中 while pending, the error with 重试 when there is no data, else `children(data)`.
 */
export function OrderShell<T>(props: Plain | Loaded<T>) {
  const body = () => {
    if (props.query === undefined) return props.children;
    const { query, waiting, loadingText, children } = props;
    if (query.isPending || waiting) return <PageLoading text={loadingText} />;
    if (query.data === undefined) {
      return <LoadError error={query.error ?? new Error('订单不存在')} onRetry={() => void query.refetch()} />;
    }
    return children(query.data);
  };
  return (
    <div className={cx('page', styles.screen, props.className)}>
      <PageHeader title={props.title} />
      {body()}
    </div>
  );
}
