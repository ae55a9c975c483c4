import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { funlyShow } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { api } from '../../../lib/http';
import { copyFunlyOnce } from '../api/funly-copy';
import { EditorForm } from '../components/editor-form';
import { editorPath } from '../components/editor-form-state';
import { ErrorBlock } from '../../../components/ui/error-block';

type Mode = 'create' | 'edit' | 'draft' | 'same';

const modeOf = (pathname: string): Mode => {
  const m = /^\/funly-manage\/(create|edit|draft|same)\//.exec(pathname);
  return (m?.[1] as Mode | undefined) ?? 'create';
};

const positiveId = (s: string | undefined) => (s && /^[1-9]\d*$/.test(s) ? Number(s) : undefined);

function Problem({ title, description }: { title: string; description: string }) {
  const navigate = useNavigate();
  return (
    <div className="center-page">
      <ErrorBlock status="default" title={title} description={description} />
      <Button color="primary" fill="outline" onClick={() => void navigate('/funly-manage/manage', { replace: true })}>
        返回活动管理
      </Button>
    </div>
  );
}

/** edit / draft: the event loaded afresh for this visit (its own query key: never a stale copy). */
function ExistingEvent({ id, timestamp, isDraft }: { id: number; timestamp: string; isDraft: boolean }) {
  const q = useQuery({
    queryKey: ['funly', 'editor', id, timestamp],
    queryFn: () => api.call(funlyShow, { id }),
    staleTime: Infinity,
    gcTime: 0,
  });
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const d = q.data;
  if (!d.actions.edit) {
    return (
      <Problem
        title="当前状态不能编辑"
        description={
          d.state === 'auditing'
            ? '审核中，请等待审核结果'
            : d.state === 'revoked'
              ? '活动已撤销'
              : '可在活动管理查看可进行的操作'
        }
      />
    );
  }
  if (isDraft && d.state !== 'draft')
    return <Problem title="草稿已提交" description="该活动已不是草稿，请在活动管理中编辑" />;
  return <EditorForm detail={d} timestamp={timestamp} />;
}

/** same: the event copied as a new draft (once for this visit), then its draft page. */
function CopyEvent({ id, timestamp }: { id: number; timestamp: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    copyFunlyOnce(id, `${timestamp}:${attempt}`).then(
      (copy) => {
        if (live) void navigate(editorPath(copy.id, 'draft', timestamp), { replace: true });
      },
      (e: unknown) => {
        if (live) setError(e instanceof Error ? e : new Error('复制失败'));
      },
    );
    return () => {
      live = false;
    };
  }, [id, timestamp, attempt, navigate]);
  if (error) {
    return (
      <LoadError
        error={error}
        onRetry={() => {
          setError(null);
          setAttempt((a) => a + 1);
        }}
      />
    );
  }
  return <PageLoading />;
}

/**
 * /funly-manage/create/{ts}, edit/{id}/{ts}, draft/{id}/{ts} (isDraft) and same/{id}/{ts} (isSame: a copy as a new
 * draft): one editor. The page is keyed on the timestamp, so every visit starts from a fresh load.
 */
export default function FunlyEditorPage() {
  const { pathname } = useLocation();
  const params = useParams();
  const mode = modeOf(pathname);
  const timestamp = params.timestamp ?? '';
  const id = positiveId(params.id);
  const key = `${mode}:${id ?? ''}:${timestamp}`;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        {mode === 'create' ? (
          <EditorForm key={key} timestamp={timestamp} />
        ) : id === undefined ? (
          <Problem title="活动不存在" description="链接有误，请返回活动管理重新进入" />
        ) : mode === 'same' ? (
          <CopyEvent key={key} id={id} timestamp={timestamp} />
        ) : (
          <ExistingEvent key={key} id={id} timestamp={timestamp} isDraft={mode === 'draft'} />
        )}
      </RequireBusiness>
    </div>
  );
}
