import { Button, Checkbox, Form, Input, Space, Toast } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { RIDE_LICENCE_CLASSES, rideLicenceLabel, type RideDetail } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { OptionSelector } from '../../../components/ui/option-selector';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireLogin } from '../../../components/ui/require-login';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { showError } from '../../../lib/http';
import { useFormState } from '../../../lib/form';
import { positiveId } from '../../../lib/routing/route-id';
import { useRideApply } from '../api/ride-apply';
import { useRideShow } from '../api/ride-show';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { checkRideApply, emptyRideApply, type RideApplyDraft } from '../components/ride-apply-values';
import { ridePaths } from '../components/ride-paths';
import { rideRouteText, rideTimeText } from '../components/ride-text';
import styles from '../components/rider.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

const LICENCE_OPTIONS = RIDE_LICENCE_CLASSES.map((c) => ({ value: c, label: rideLicenceLabel[c] }));
const PASSENGER_OPTIONS = [
  { value: 0, label: '无同乘' },
  { value: 1, label: '带1人同乘' },
];

function ApplyForm({ ride: r }: { ride: RideDetail }) {
  const navigate = useNavigate();
  const apply = useRideApply(r.id);
  const state = useFormState<RideApplyDraft>(emptyRideApply, `ride-apply-${r.id}`);
  const v = state.values;
  const e = state.errors;
  const text = (
    field: keyof RideApplyDraft & string,
    label: string,
    props: { placeholder: string; max?: number; numeric?: boolean },
  ) => (
    <FormField label={label} required error={e[field]}>
      <Input
        aria-label={label}
        placeholder={props.placeholder}
        maxLength={props.max}
        inputMode={props.numeric ? 'numeric' : undefined}
        value={String(v[field])}
        onChange={(x) => state.set(field, x as never)}
        clearable
      />
    </FormField>
  );

  const submit = () => {
    if (apply.isPending) return;
    const checked = checkRideApply(v);
    if (!checked.ok) {
      state.setErrors(checked.errors);
      Toast.show({ content: '请检查标红的填写项' });
      return;
    }
    apply.mutate(checked.values, {
      onSuccess: () => {
        state.markSaved();
        Toast.show({ icon: 'success', content: '报名已提交，等待领队审核' });
        void navigate(ridePaths.show(r.id), { replace: true });
      },
      onError: (err) => {
        if (state.applyServerErrors(err)) Toast.show({ content: '请检查标红的填写项' });
        else showError(err);
      },
    });
  };

  return (
    <div className="has-form-actions">
      {state.restored && <RestoredNotice />}
      <section className={styles.head} aria-label="骑行概要">
        <h1 className={styles.title}>{r.title}</h1>
        <p className={styles.muted}>{rideTimeText(r.start_time, r.end_time)}</p>
        <p className={styles.muted}>集合：{r.meeting_place}</p>
        <p className={styles.muted}>{rideRouteText(r)}</p>
        {r.min_displacement > 0 && <p className={styles.muted}>要求排量不低于{r.min_displacement}cc</p>}
      </section>
      <Form layout="horizontal" mode="card" className="form-section" requiredMarkStyle="asterisk">
        <Form.Header>车辆与驾照</Form.Header>
        {text('bike_brand', '车辆品牌', { placeholder: '如 本田', max: 20 })}
        {text('bike_model', '车型', { placeholder: '如 CB400F', max: 30 })}
        {text('displacement', '排量(cc)', { placeholder: '如 400', max: 4, numeric: true })}
        {text('plate', '车牌号', { placeholder: '如 渝A12345', max: 8 })}
        <FormField label="驾照类型" required vertical error={e.licence_class}>
          <div role="group" aria-label="驾照类型">
            <OptionSelector
              columns={1}
              options={LICENCE_OPTIONS}
              value={v.licence_class || null}
              onChange={(x) => state.set('licence_class', x)}
            />
          </div>
        </FormField>
        <FormField label="同乘人数" vertical error={e.passengers} extra="同乘计入名额">
          <div role="group" aria-label="同乘人数">
            <OptionSelector
              options={PASSENGER_OPTIONS}
              value={v.passengers}
              onChange={(x) => state.set('passengers', x)}
            />
          </div>
        </FormField>
      </Form>
      <Form layout="horizontal" mode="card" className="form-section" requiredMarkStyle="asterisk">
        <Form.Header>紧急联系人</Form.Header>
        {text('emergency_name', '姓名', { placeholder: '2-4个汉字' })}
        {text('emergency_mobile', '手机号', { placeholder: '紧急情况时联系', max: 11, numeric: true })}
        <FormField label="备注" vertical error={e.remark}>
          <LabelledTextArea
            label="备注"
            placeholder="选填，如骑行经验、需要领队知道的情况"
            maxLength={200}
            showCount
            value={v.remark}
            onChange={(x) => state.set('remark', x)}
          />
        </FormField>
      </Form>
      <Form layout="vertical" mode="card" className="form-section">
        <Form.Header>风险告知</Form.Header>
        <FormField label="请仔细阅读" vertical error={e.risk_accepted}>
          <div className={styles.riskBox} tabIndex={0} role="region" aria-label="风险告知内容">
            {r.risk_notice}
          </div>
          <Space style={{ marginTop: 10 }}>
            <Checkbox checked={v.risk_accepted} onChange={(x) => state.set('risk_accepted', x)}>
              我已阅读并同意风险告知
            </Checkbox>
          </Space>
        </FormField>
      </Form>
      <ActionBar>
        <Button color="primary" loading={apply.isPending} onClick={submit}>
          提交报名
        </Button>
      </ActionBar>
    </div>
  );
}

function ApplyGate({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useRideShow(id);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const r = q.data;
  if (!r.actions.apply)
    return (
      <ErrorBlock
        status="default"
        title={r.mine ? `已报名：${r.mine.status_label}` : '暂不可报名'}
        description={r.actions.apply_hint}
      >
        <Button color="primary" onClick={() => void navigate(ridePaths.show(r.id), { replace: true })}>
          查看骑行
        </Button>
      </ErrorBlock>
    );
  return <ApplyForm ride={r} />;
}

/**
 * /funly/rideForm/form/{id}/{partyId}/{timestamp} and /funly/enter-blank/3/{id} (the ride is partyId, or id):
 * apply to a ride with the bike, licence, an emergency contact and the risk notice accepted. Input is kept in
 * sessionStorage until sent.
 */
export default function RideApplyPage() {
  const params = useParams();
  const id = positiveId(params.partyId ?? params.id);
  return (
    <div className="page">
      <PageHeader />
      {!id ? (
        <ErrorBlock status="empty" title="骑行不存在" description="链接有误，请返回后重试" />
      ) : (
        <RequireLogin>
          <ApplyGate id={id} />
        </RequireLogin>
      )}
    </div>
  );
}
