import { useQuery } from '@tanstack/react-query';
import { Button, Form, Radio, Space, Toast } from 'antd-mobile';
import { CountStepper } from '../../../components/ui/count-stepper';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  checkFormValues,
  formatDate,
  formatYuan,
  formOfTarget,
  type FormField as Field,
  type FunlyDetail,
} from '@kc/shared';
import { FieldInput } from '../../../components/form-fields/field-input';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { api, fieldErrorsOf, showError } from '../../../lib/http';
import { useFormState } from '../../../lib/form';
import { positiveId } from '../../../lib/routing/route-id';
import { useFunlyAnswer } from '../api/funly-answer';
import { useFunlyApply } from '../api/funly-apply';
import { useFunlyShow } from '../api/funly-show';
import { funlyTimeText } from '../components/funly-card';
import styles from '../components/public.module.css';
import { slotLeft } from './funly-appoint-type-page';
import { ErrorBlock } from '../../../components/ui/error-block';

export const CHECK_FILL_TOAST = '请检查标红的填写项';

interface ApplyDraft {
  values: Record<string, unknown>;
  companions: number;
  /** 0: none chosen */
  slot: number;
}

/**
 * /funly/enter-blank/2/{id}: apply to an event: its form (form type 2, the shared field inputs), companions
 * (0..max) and a slot when it has slots; 提交报名 → funlyApply → the order to pay, or the result page. Input is
 * kept in sessionStorage until sent, so leaving and coming back loses nothing.
 */
export default function FunlyApplyPage() {
  const id = positiveId(useParams().id);
  const q = useFunlyShow(id);
  const body = () => {
    if (!id) return <ErrorBlock status="empty" title="报名活动不存在" description="链接有误，请返回后重试" />;
    if (q.isPending) return <PageLoading />;
    if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
    return <ApplyGate funly={q.data} />;
  };
  return (
    <div className="page">
      <PageHeader />
      {body()}
    </div>
  );
}

function ApplyGate({ funly: f }: { funly: FunlyDetail }) {
  const navigate = useNavigate();
  const form = useQuery({
    queryKey: ['funly', 'form', f.id],
    queryFn: () => fetchEventForm(f.id),
    enabled: f.form_id !== null && (f.actions.apply || f.actions.answer),
    staleTime: 0,
  });
  if (!f.actions.apply && !f.actions.answer) {
    return (
      <ErrorBlock
        status="default"
        title={f.mine ? `已报名：${f.mine.status_label}` : '暂不可报名'}
        description={f.actions.apply_hint}
      >
        <Space>
          {f.mine && (
            <Button color="primary" onClick={() => void navigate(`/my/funly/result/${f.id}`, { replace: true })}>
              查看报名结果
            </Button>
          )}
          <Button onClick={() => void navigate(`/funly/show?id=${f.id}`, { replace: true })}>查看活动</Button>
        </Space>
      </ErrorBlock>
    );
  }
  if (f.form_id !== null) {
    if (form.isPending) return <PageLoading />;
    if (form.isError) return <LoadError error={form.error} onRetry={() => void form.refetch()} />;
  }
  const fields = form.data?.form.fields ?? [];
  const formTitle = form.data?.form.description ?? '';
  if (f.actions.answer) return <AnswerForm funly={f} fields={fields} formTitle={formTitle} />;
  // a pay-first event takes the form after payment: apply asks only companions and the slot now
  return <ApplyForm funly={f} fields={f.pay_first ? [] : fields} formTitle={formTitle} />;
}

/** The event's application form (form type 2 of the form engine). */
const fetchEventForm = (id: number) => api.call(formOfTarget, { type: 2, id });

function ApplyForm({ funly: f, fields, formTitle }: { funly: FunlyDetail; fields: Field[]; formTitle: string }) {
  const navigate = useNavigate();
  const apply = useFunlyApply(f.id);
  const state = useFormState<ApplyDraft>(() => ({ values: {}, companions: 0, slot: 0 }), `funly-apply-${f.id}`);
  const { values, companions, slot } = state.values;
  /** messages by field: `f:<key>` for the form's fields, companions, slot */
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const openSlots = f.slots.filter((s) => slotLeft(s) > 0 || s.id === slot);
  // the ticket a paid event's application buys (the first priced one, as the server places the order)
  const fee = f.relations.find((r) => r.product_type === 1 && r.sell_value > 0);

  const setValue = (key: string, v: unknown) => {
    state.set('values', { ...values, [key]: v });
    if (fieldErrors[`f:${key}`]) setFieldErrors(({ [`f:${key}`]: _, ...rest }) => rest);
  };

  const showFieldErrors = (list: { field: string; message: string }[]) => {
    const out: Record<string, string> = {};
    for (const e of list) {
      const key = /^values\.(.+)$/.exec(e.field)?.[1];
      if (key) out[`f:${key}`] ??= e.message;
      else if (e.field === 'companions' || e.field === 'slot_id')
        out[e.field === 'slot_id' ? 'slot' : e.field] ??= e.message;
    }
    setFieldErrors(out);
    return Object.keys(out).length > 0;
  };

  const submit = () => {
    if (apply.isPending) return;
    const checked = checkFormValues(fields, values);
    if (checked.errors.length > 0) {
      showFieldErrors(checked.errors);
      Toast.show({ content: CHECK_FILL_TOAST });
      return;
    }
    apply.mutate(
      { values: checked.values, companions, slotId: slot || null },
      {
        onSuccess: (r) => {
          state.markSaved();
          Toast.show({
            icon: 'success',
            content: r.order_id ? '请完成支付' : r.application.status_label || '报名成功',
          });
          void navigate(r.order_id ? `/my/order/payment/${r.order_id}` : `/my/funly/result/${f.id}`, { replace: true });
        },
        onError: (e) => {
          if (showFieldErrors(fieldErrorsOf(e))) Toast.show({ content: CHECK_FILL_TOAST });
          else showError(e);
        },
      },
    );
  };

  return (
    <div className="has-form-actions">
      <section className={styles.head}>
        <h1 className={styles.title}>{f.title}</h1>
        <p className={styles.muted}>{funlyTimeText(f.start_time, f.end_time)}</p>
        <p className={styles.muted}>{f.place}</p>
        {formTitle && <p className={styles.muted}>{formTitle}</p>}
      </section>
      <Form layout="vertical" mode="card" className="form-section" requiredMarkStyle="asterisk">
        {fields.map((field) => (
          <FormField
            key={field.key}
            label={field.label}
            required={field.required}
            vertical
            error={fieldErrors[`f:${field.key}`]}
          >
            <FieldInput field={field} value={values[field.key]} onChange={(v) => setValue(field.key, v)} />
          </FormField>
        ))}
        {f.max_companions > 0 && (
          <FormField label="同行人数" error={fieldErrors.companions} extra={`最多${f.max_companions}人，计入名额`}>
            <CountStepper
              label="同行人数"
              min={0}
              max={f.max_companions}
              digits={0}
              value={companions}
              onChange={(v) => state.set('companions', Math.max(0, Math.min(f.max_companions, Math.floor(v || 0))))}
            />
          </FormField>
        )}
        {f.slots.length > 0 && (
          <FormField label="预约时段" vertical error={fieldErrors.slot} extra="可稍后在活动页预约">
            <Radio.Group
              value={slot || undefined}
              onChange={(v) => {
                state.set('slot', Number(v));
                setFieldErrors(({ slot: _, ...rest }) => rest);
              }}
            >
              <Space direction="vertical">
                {openSlots.map((s) => (
                  <Radio key={s.id} value={s.id}>
                    {s.title} {formatDate(s.start_time, 'm.d h:i')}-{formatDate(s.end_time, 'h:i')}（剩余{slotLeft(s)}）
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </FormField>
        )}
      </Form>
      {fee && (
        <p className={styles.hint}>
          报名需购买「{fee.name}」¥{formatYuan(fee.sell_value)}，提交后前往支付
        </p>
      )}
      {f.pay_first && f.form_id !== null ? (
        <p className={styles.hint}>本活动先支付后填表：支付成功后请填写报名信息</p>
      ) : fee ? null : (
        fields.length === 0 &&
        f.max_companions === 0 &&
        f.slots.length === 0 && <p className={styles.hint}>该活动无需填写报名信息，确认后即可报名</p>
      )}
      <ActionBar>
        <Button color="primary" loading={apply.isPending} onClick={submit}>
          提交报名
        </Button>
      </ActionBar>
    </div>
  );
}

/** A pay-first application that has paid: the form now (funlyAnswer), then the result page. */
function AnswerForm({ funly: f, fields, formTitle }: { funly: FunlyDetail; fields: Field[]; formTitle: string }) {
  const navigate = useNavigate();
  const answer = useFunlyAnswer(f.id);
  const state = useFormState<{ values: Record<string, unknown> }>(() => ({ values: {} }), `funly-answer-${f.id}`);
  const { values } = state.values;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const show = (list: { field: string; message: string }[]) => {
    const out: Record<string, string> = {};
    for (const e of list) {
      const key = /^values\.(.+)$/.exec(e.field)?.[1] ?? e.field;
      out[key] ??= e.message;
    }
    setFieldErrors(out);
    return Object.keys(out).length > 0;
  };
  const submit = () => {
    if (answer.isPending) return;
    const checked = checkFormValues(fields, values);
    if (show(checked.errors)) {
      Toast.show({ content: CHECK_FILL_TOAST });
      return;
    }
    answer.mutate(checked.values, {
      onSuccess: () => {
        state.markSaved();
        Toast.show({ icon: 'success', content: '报名信息已提交' });
        void navigate(`/my/funly/result/${f.id}`, { replace: true });
      },
      onError: (e) => {
        if (show(fieldErrorsOf(e))) Toast.show({ content: CHECK_FILL_TOAST });
        else showError(e);
      },
    });
  };
  return (
    <div className="has-form-actions">
      <section className={styles.head}>
        <h1 className={styles.title}>{f.title}</h1>
        <p className={styles.muted}>已支付，请填写报名信息</p>
        {formTitle && <p className={styles.muted}>{formTitle}</p>}
      </section>
      <Form layout="vertical" mode="card" className="form-section" requiredMarkStyle="asterisk">
        {fields.map((field) => (
          <FormField
            key={field.key}
            label={field.label}
            required={field.required}
            vertical
            error={fieldErrors[field.key]}
          >
            <FieldInput
              field={field}
              value={values[field.key]}
              onChange={(v) => {
                state.set('values', { ...values, [field.key]: v });
                setFieldErrors(({ [field.key]: _, ...rest }) => rest);
              }}
            />
          </FormField>
        ))}
      </Form>
      <ActionBar>
        <Button color="primary" loading={answer.isPending} onClick={submit}>
          提交报名信息
        </Button>
      </ActionBar>
    </div>
  );
}
