import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorCode, type ProtocolEdit } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/http';
import { protocolEditQuery } from '../api/protocol-edit-info';
import { DocPicker } from './doc-picker';
import { ErrorBlock } from '../../../components/ui/error-block';

/**
 * What both agreement editors share: no key → the list to choose from; loading, a refusal (only the platform
 * auditor edits: the server answers 10003 to anyone else) or a failure; then the editor with the loaded document.
 */
export function EditorFrame({
  docKey,
  path,
  children,
}: {
  docKey: string | null;
  path: string;
  children: (doc: ProtocolEdit) => ReactNode;
}) {
  const q = useQuery({ ...protocolEditQuery(docKey ?? ''), enabled: docKey !== null });
  if (docKey === null) return <DocPicker path={path} />;
  if (q.isPending) return <PageLoading />;
  if (q.isError) {
    if (isApiError(q.error) && q.error.code === ErrorCode.NOT_FOUND)
      return <ErrorBlock status="empty" title="文档不存在" description={`没有标识为 ${docKey} 的文档`} />;
    return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  }
  // keyed by document: another document starts a fresh editor; a save of this one keeps the editor as it is
  return <div key={q.data.key}>{children(q.data)}</div>;
}
