import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorCode } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { formOfTargetQuery, type TargetType } from '../api/form-of-target';
import { MineState } from './mine-state';
import { SignUpForm } from './sign-up-form';
import { TargetHeader } from './target-header';
import { ErrorBlock } from '../../../components/ui/error-block';

/** A target's form: the caller's sign-up state when there is one (重新报名 after a rejection), else the form. */
export function FillTarget({ type, id }: { type: TargetType; id: number }) {
  const uid = useSession((s) => s.uid);
  const q = useQuery(formOfTargetQuery(type, id, uid));
  const [retry, setRetry] = useState(false);
  if (q.isPending) return <PageLoading />;
  if (q.isError) {
    if (isApiError(q.error) && q.error.code === ErrorCode.NOT_FOUND) {
      return (
        <ErrorBlock
          status="empty"
          title={q.error.message || '报名活动不存在'}
          description="请确认链接是否正确，或联系主办方"
        />
      );
    }
    return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  }
  const { form, target, mine } = q.data;
  return (
    <>
      <TargetHeader
        name={target.name}
        projectName={target.project_name}
        title={form.title}
        description={form.description}
      />
      {mine && !retry ? (
        <MineState mine={mine} onRetry={() => setRetry(true)} />
      ) : (
        <SignUpForm type={type} id={id} fields={form.fields} onDone={() => setRetry(false)} />
      )}
    </>
  );
}
