import { Button, Form, Input, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { normalizeMobile, type Checkpoint } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { FormField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { fieldErrorsOf, isApiError, showError } from '../../../lib/http';
import { useAddChecker } from '../api/checkpoint-checker-add';
import { useRemoveChecker } from '../api/checkpoint-checker-remove';
import { checkpointInfoQuery } from '../api/checkpoint-info';
import { CheckerRow } from '../components/checker-row';
import checkers from '../components/checkers.module.css';
import { CheckpointHead } from '../components/checkpoint-card';
import ui from '../components/verify.module.css';
import { positiveId } from '../../../lib/routing/route-id';
import '../../../components/ui/form.css';
import { ErrorBlock } from '../../../components/ui/error-block';

function AddChecker({ pointId }: { pointId: number }) {
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddChecker(pointId);
  const submit = () => {
    if (!mobile.trim()) return setError('请输入手机号');
    const m = normalizeMobile(mobile);
    if (!m) return setError('请输入正确的手机号');
    add.mutate(m, {
      onSuccess: () => {
        setMobile('');
        Toast.show({ icon: 'success', content: '添加成功' });
      },
      onError: (e) => {
        const field = fieldErrorsOf(e).find((f) => f.field === 'mobile');
        if (field) setError(field.message);
        else if (isApiError(e) && !e.shown && e.message) setError(e.message);
        else showError(e);
      },
    });
  };
  return (
    <div className={checkers.add}>
      <Form layout="horizontal" className={checkers.addForm}>
        <FormField label="手机号" error={error}>
          <Input
            placeholder="输入核销员手机号"
            type="tel"
            maxLength={16}
            clearable
            value={mobile}
            onChange={(v) => {
              setMobile(v);
              setError(undefined);
            }}
            onEnterPress={submit}
          />
        </FormField>
      </Form>
      <Button color="primary" loading={add.isPending} onClick={submit}>
        添加
      </Button>
    </div>
  );
}

function Checkers({ point }: { point: Checkpoint }) {
  const remove = useRemoveChecker(point.id);
  const ask = async (c: Checkpoint['write_off_users'][number]) => {
    const who = c.user_name || c.user_phone;
    if (
      !(await confirmAction(`移除后「${who}」不能再在本核销点核销，已有的核销记录保留。确定移除吗？`, { danger: true }))
    )
      return;
    remove.mutate(c.id, { onSuccess: () => Toast.show({ icon: 'success', content: '已移除' }), onError: showError });
  };
  return (
    <>
      <div className={ui.card}>
        <CheckpointHead name={point.point_name} />
        <p className={ui.sub}>
          {point.item_name} · {point.point_location}
        </p>
        <AddChecker pointId={point.id} />
        <p className="form-tip">未注册的手机号会自动创建账号，核销员用该手机号登录后即可核销。</p>
      </div>
      <div className={ui.card}>
        <h3 className={ui.cardTitle}>核销员（{point.write_off_users.length}）</h3>
        {point.write_off_users.length === 0 ? (
          <ErrorBlock status="empty" title="暂无核销员" description="添加后，核销员即可在本核销点核销" />
        ) : (
          <ul className={checkers.list}>
            {point.write_off_users.map((c) => (
              <CheckerRow
                key={c.id}
                checker={c}
                removing={remove.isPending && remove.variables === c.id}
                onRemove={() => void ask(c)}
              />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function Loaded({ pointId }: { pointId: number }) {
  const q = useQuery(checkpointInfoQuery(pointId));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return <Checkers point={q.data} />;
}

/** /checkpoint/checker/{id}: the checkers of a point (name, phone, avatar); add by mobile, remove after a confirm. */
export default function CheckpointCheckerPage() {
  const pointId = positiveId(useParams().id);
  if (!pointId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <Loaded key={pointId} pointId={pointId} />
      </RequireBusiness>
    </div>
  );
}
