import { useQuery } from '@tanstack/react-query';
import type { ExhibitionInfo } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RichTextView } from '../../../components/ui/rich-text-view';
import { exhibitionInfoQuery } from '../api/exhibition-info';
import { ExhibitionGate } from './exhibition-gate';
import styles from './exhibition.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';

interface SectionProps {
  /** the sanitised HTML field */
  pick: (info: ExhibitionInfo) => string;
  /** plain text shown (as text) when the field is empty */
  plain?: (info: ExhibitionInfo) => string;
  empty: string;
  label: string;
}

/** A page showing one rich-text field of the exhibition (展会介绍, 房车展区), or its empty text. */
export function RichSectionPage(props: SectionProps) {
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader />
      <ExhibitionGate>{(projectId) => <Section projectId={projectId} {...props} />}</ExhibitionGate>
    </div>
  );
}

function Section({ projectId, pick, plain, empty, label }: SectionProps & { projectId: number }) {
  const q = useQuery(exhibitionInfoQuery(projectId));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const html = pick(q.data);
  const text = plain?.(q.data) ?? '';
  return (
    <PullToRefresh onRefresh={async () => void (await q.refetch())}>
      <article className={styles.article}>
        <h1 className={styles.articleTitle}>{q.data.name}</h1>
        {html ? (
          <RichTextView html={html} label={label} />
        ) : text ? (
          <p>{text}</p>
        ) : (
          <ErrorBlock status="empty" title={empty} description="" />
        )}
      </article>
    </PullToRefresh>
  );
}
