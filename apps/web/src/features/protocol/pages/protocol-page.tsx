import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RichTextView } from '../../../components/ui/rich-text-view';
import { isApiError } from '../../../lib/http';
import { protocolShowQuery } from '../api/protocol-show';
import { DocMeta } from '../components/doc-meta';
import { useDocKey } from '../hooks/use-doc-key';
import styles from '../components/protocol.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** /app/protocol?key=…: an agreement (用户协议 without a key), its body as stored sanitised HTML. */
export default function ProtocolPage() {
  const key = useDocKey() ?? 'agreement';
  const q = useQuery(protocolShowQuery(key));
  return (
    <div className="page">
      <PageHeader title={q.data?.title} />
      {q.isPending && <PageLoading />}
      {q.isError &&
        (isApiError(q.error) && q.error.code === ErrorCode.NOT_FOUND ? (
          <ErrorBlock status="empty" title="协议不存在" description="该协议尚未发布" />
        ) : (
          <LoadError error={q.error} onRetry={() => void q.refetch()} />
        ))}
      {q.data && (
        <article className={styles.doc} aria-labelledby="doc-title">
          <h1 id="doc-title" className={styles.title}>
            {q.data.title}
          </h1>
          <DocMeta version={q.data.version} updatedAt={q.data.updated_at} />
          <RichTextView html={q.data.html} label={`${q.data.title}正文`} />
        </article>
      )}
    </div>
  );
}
