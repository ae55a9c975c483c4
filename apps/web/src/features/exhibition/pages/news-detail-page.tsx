import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDate } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RichTextView } from '../../../components/ui/rich-text-view';
import { exhibitionNewsInfoQuery } from '../api/exhibition-news-info';
import { positiveId } from '../hooks/use-exhibition-id';
import styles from '../components/exhibition.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** /exhibition/news/detail?id=: one news item (its body is the server's sanitised HTML). */
export default function NewsDetailPage() {
  const id = positiveId(useSearchParams()[0].get('id'));
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader />
      {id === null ? (
        <ErrorBlock status="empty" title="资讯不存在" description="链接缺少资讯编号" />
      ) : (
        <NewsArticle id={id} />
      )}
    </div>
  );
}

function NewsArticle({ id }: { id: number }) {
  const q = useQuery(exhibitionNewsInfoQuery(id));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const n = q.data;
  return (
    <article className={styles.article}>
      <h1 className={styles.articleTitle}>{n.title}</h1>
      <div className={styles.subtle}>
        {n.project_name} · {formatDate(n.publish_time, 'y-m-d h:i')}
      </div>
      {n.cover && <img className={styles.articleCover} src={n.cover} alt={`${n.title}的封面`} />}
      {n.body ? <RichTextView html={n.body} label="资讯正文" /> : <p>{n.summary}</p>}
    </article>
  );
}
