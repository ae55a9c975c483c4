import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { exhibitionCurrentQuery } from '../api/exhibition-current';
import { dateRange } from './exhibition-dates';
import { StatusTag } from './status-tag';
import styles from './exhibition.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';

/** The general variant's 展会 tab: every exhibition with a page, newest first; a tap shows it. */
export function ExhibitionPicker({ onPick }: { onPick: (projectId: number) => void }) {
  const q = useQuery(exhibitionCurrentQuery());
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <PullToRefresh onRefresh={async () => void (await q.refetch())}>
      {q.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="暂无展会" description="展会发布后会显示在这里" />
      ) : (
        <ul aria-label="全部展会" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {q.data.list.map((e, i) => (
            <li key={e.id}>
              <button type="button" className={styles.pickCard} onClick={() => onPick(e.id)}>
                {/* the first cover is the screen's largest paint: fetched at once, first; the rest when scrolled to */}
                {e.cover && (
                  <img
                    className={styles.heroImage}
                    src={e.cover}
                    alt={`${e.name}的封面`}
                    loading={i === 0 ? undefined : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : undefined}
                  />
                )}
                <div className={styles.pickBody}>
                  <h2 className={styles.pickName}>{e.name}</h2>
                  <div className={styles.subtle}>
                    <StatusTag status={e.status} label={e.status_label} /> {dateRange(e.start_time, e.end_time)}
                  </div>
                  <div className={styles.subtle}>{e.venue}</div>
                </div>
              </button>
            </li>
          ))}
        </ul>
      )}
    </PullToRefresh>
  );
}
