import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { formatDate } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { protocolListQuery } from '../api/protocol-list';

/** The documents to choose from when an editor is opened without `?key=` (the auditor's list). */
export function DocPicker({ path }: { path: string }) {
  const navigate = useNavigate();
  const q = useQuery(protocolListQuery());
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <List header="选择要编辑的文档">
      {q.data.list.map((d) => (
        <List.Item
          key={d.key}
          description={`${d.key} · ${d.version > 0 ? `第${d.version}版 · ` : ''}${formatDate(d.updated_at, 'y-m-d h:i')}`}
          onClick={() => void navigate(`${path}?key=${d.key}`)}
        >
          {d.title}
        </List.Item>
      ))}
    </List>
  );
}
