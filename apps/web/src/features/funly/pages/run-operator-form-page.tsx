import { Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { useGoBack } from '../../../components/ui/use-go-back';
import { positiveId } from '../../../lib/routing/route-id';
import { funlyOperatorListQuery } from '../api/funly-operator-list';
import { useFunlyOperatorSave } from '../api/funly-operator-save';
import { RunEventTitle } from '../components/run-event-title';
import { RunOperatorForm, type OperatorValues } from '../components/run-operator-form';
import { runPaths } from '../components/run-paths';
import { RequireLogin } from '../../../components/ui/require-login';
import { ErrorBlock } from '../../../components/ui/error-block';

function OperatorEditor({ pid, operatorId }: { pid: number; operatorId?: number }) {
  const goBack = useGoBack(runPaths.eventOperators(pid));
  const save = useFunlyOperatorSave();
  const list = useQuery({ ...funlyOperatorListQuery(pid), enabled: operatorId !== undefined });
  let initial: OperatorValues = { mobile: '', name: '', role: null };
  if (operatorId !== undefined) {
    if (list.isPending) return <PageLoading />;
    if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
    const op = list.data.list.find((o) => o.id === operatorId);
    if (!op) return <ErrorBlock status="empty" title="运营人员不存在" description="该运营人员可能已被移除" />;
    initial = { mobile: op.mobile, name: op.name, role: op.role };
  }
  return (
    <>
      <RunEventTitle id={pid} prefix="活动：" />
      <RunOperatorForm
        initial={initial}
        editing={operatorId !== undefined}
        busy={save.isPending}
        onSave={async (v) => {
          await save.mutateAsync(
            operatorId !== undefined
              ? { id: pid, operator_id: operatorId, name: v.name, role: v.role }
              : { id: pid, mobile: v.mobile, name: v.name, role: v.role },
          );
          Toast.show({ icon: 'success', content: operatorId !== undefined ? '已保存' : '已添加' });
          goBack();
        }}
      />
    </>
  );
}

/** /funly-manage/operator/create/{pid} and /funly-manage/operator/edit/{pid}/{id}. */
export default function RunOperatorFormPage() {
  const params = useParams();
  const pid = positiveId(params.pid);
  const editing = params.id !== undefined;
  const operatorId = positiveId(params.id);
  const valid = pid !== undefined && (!editing || operatorId !== undefined);
  return (
    <div className="page">
      <PageHeader />
      <RequireLogin>
        {valid ? (
          <OperatorEditor key={`${pid}-${operatorId ?? 'new'}`} pid={pid} operatorId={operatorId} />
        ) : (
          <ErrorBlock status="empty" title="页面不存在" description="链接有误，请返回重新进入" />
        )}
      </RequireLogin>
    </div>
  );
}
