import { useQuery } from '@tanstack/react-query';
import type { ExhibitionHistory } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatsFigures } from '../../../components/ui/stats-figures';
import { exhibitionHistoryQuery } from '../api/exhibition-history-list';
import { ExhibitionGate } from '../components/exhibition-gate';
import styles from '../components/exhibition.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';

/** /exhibition/history?project_id=: past editions, latest year first, with their figures. */
export default function HistoryPage() {
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader />
      <ExhibitionGate>{(projectId) => <Editions projectId={projectId} />}</ExhibitionGate>
    </div>
  );
}

function Editions({ projectId }: { projectId: number }) {
  const q = useQuery(exhibitionHistoryQuery(projectId));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <PullToRefresh onRefresh={async () => void (await q.refetch())}>
      {q.data.list.length === 0 ? (
        <ErrorBlock status="empty" title="暂无历届回顾" description="" />
      ) : (
        q.data.list.map((h) => <Edition key={h.id} edition={h} />)
      )}
    </PullToRefresh>
  );
}

function Edition({ edition: h }: { edition: ExhibitionHistory }) {
  return (
    <article className={styles.edition} aria-label={h.title}>
      {h.cover && <img className={styles.editionCover} src={h.cover} alt={`${h.title}的封面`} loading="lazy" />}
      <div className={styles.editionBody}>
        <div className={styles.editionYear}>{h.year}年</div>
        <h2 className={styles.sectionTitle}>{h.title}</h2>
        {h.summary && <p className={styles.editionSummary}>{h.summary}</p>}
        {h.figures.length > 0 && (
          <StatsFigures
            label={`${h.year}年数据`}
            figures={h.figures.map((f) => ({ label: f.label, value: f.value }))}
          />
        )}
      </div>
    </article>
  );
}
