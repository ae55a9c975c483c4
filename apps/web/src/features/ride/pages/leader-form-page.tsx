import { Button, Input, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RIDE_LICENCE_CLASSES, rideLeaderFields, rideLicenceLabel, type RideLeader } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { LoadError } from '../../../components/ui/load-error';
import { OptionSelector } from '../../../components/ui/option-selector';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireLogin } from '../../../components/ui/require-login';
import { useFormState, type FieldErrors } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useRideLeaderApply, type RideLeaderApplyQuery } from '../api/ride-leader-apply';
import { rideLeaderMineQuery } from '../api/ride-leader-mine';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { ridePaths } from '../components/ride-paths';
import styles from '../components/leader.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

interface Values {
  licence_class: string | null;
  riding_years: string;
  bike: string;
  experience: string;
  licence_image: string;
}

const LICENCES = RIDE_LICENCE_CLASSES.map((c) => ({ value: c as string, label: rideLicenceLabel[c] }));

const valuesOf = (l: RideLeader | null): Values => ({
  licence_class: l?.licence_class || null,
  riding_years: l ? String(l.riding_years) : '',
  bike: l?.bike ?? '',
  experience: l?.experience ?? '',
  licence_image: l?.licence_image ?? '',
});

/** The query from the values, or the contract's own message under each wrong field. */
const toQuery = (v: Values): { query?: RideLeaderApplyQuery; errors: FieldErrors<Values> } => {
  const years = v.riding_years.trim();
  const raw = {
    licence_class: v.licence_class ?? undefined,
    riding_years: years ? Number(years) : undefined,
    bike: v.bike,
    experience: v.experience,
    licence_image: v.licence_image,
  };
  const errors: FieldErrors<Values> = {};
  const out: Record<string, unknown> = {};
  for (const [k, schema] of Object.entries(rideLeaderFields)) {
    const r = schema.safeParse(raw[k as keyof typeof raw]);
    if (r.success) out[k] = r.data;
    else errors[k as keyof Values] = r.error.issues[0]?.message;
  }
  return Object.keys(errors).length ? { errors } : { query: out as RideLeaderApplyQuery, errors };
};

function LeaderForm({ leader }: { leader: RideLeader | null }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useFormState<Values>(() => valuesOf(leader), `form:${pathname}`);
  const apply = useRideLeaderApply();
  const [sending, setSending] = useState(false);
  const { values: v, errors: e, set } = form;

  const submit = async () => {
    const { query, errors } = toQuery(v);
    if (!query) {
      form.setErrors(errors);
      Toast.show({ content: '请检查标红的填写项' });
      return;
    }
    setSending(true);
    try {
      await apply.mutateAsync(query);
      form.markSaved();
      Toast.show({ icon: 'success', content: '已提交，等待平台审核' });
      void navigate(ridePaths.platform, { replace: true });
    } catch (err) {
      if (!form.applyServerErrors(err)) showError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="has-form-actions">
      {leader?.state === 'rejected' && leader.reject_reason && (
        <p className={`section ${styles.block} ${styles.danger}`}>上次未通过原因：{leader.reject_reason}</p>
      )}
      <FormSection title="驾驶资质">
        <FormField label="驾照类型" required vertical error={e.licence_class}>
          <OptionSelector
            options={LICENCES}
            value={v.licence_class}
            onChange={(x) => set('licence_class', x)}
            columns={1}
          />
        </FormField>
        <FormField label="骑龄" required extra="年" error={e.riding_years}>
          <Input
            aria-label="骑龄"
            placeholder="如：5"
            inputMode="numeric"
            value={v.riding_years}
            onChange={(x) => set('riding_years', x)}
          />
        </FormField>
        <FormField label="常骑车型" required error={e.bike}>
          <Input
            aria-label="常骑车型"
            placeholder="如：春风 800MT"
            maxLength={40}
            value={v.bike}
            onChange={(x) => set('bike', x)}
            clearable
          />
        </FormField>
        <FormField label="驾驶证照片" required vertical error={e.licence_image}>
          <ImageField value={v.licence_image} onChange={(x) => set('licence_image', x)} label="上传驾驶证照片" />
          <p className={styles.hint}>仅平台审核人员可见</p>
        </FormField>
      </FormSection>
      <FormSection title="骑行经历">
        <FormField label="骑行经历" required vertical error={e.experience}>
          <LabelledTextArea
            label="骑行经历"
            placeholder="至少10个字：跑过的路线、带队经验、长途经历等"
            value={v.experience}
            onChange={(x) => set('experience', x)}
            autoSize={{ minRows: 4, maxRows: 8 }}
            maxLength={500}
            showCount
          />
        </FormField>
      </FormSection>
      <ActionBar>
        <Button color="primary" block loading={sending} disabled={sending} onClick={() => void submit()}>
          提交申请
        </Button>
      </ActionBar>
    </div>
  );
}

/** The caller's own row decides what the form may do: a rejected one is prefilled, pending/approved ones wait. */
function LeaderFormLoader() {
  const navigate = useNavigate();
  const q = useQuery(rideLeaderMineQuery());
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const leader = q.data.leader;
  if (leader && leader.state !== 'rejected')
    return (
      <div className="center-page">
        <ErrorBlock
          status="default"
          title={leader.state === 'pending' ? '申请审核中' : '你已是认证领队'}
          description={leader.state === 'pending' ? '你的领队申请正在审核中，请耐心等待' : '可直接发起骑行'}
        />
        <Button color="primary" fill="outline" onClick={() => void navigate(ridePaths.platform, { replace: true })}>
          返回约骑平台
        </Button>
      </div>
    );
  // applying again: the rejected row prefills the form (the server updates that row)
  return <LeaderForm leader={leader} />;
}

/** /funly/rideTogetherPlatform/form/{id}/{timestamp}: apply (id 0) or apply again (the rejected row's id). */
export default function LeaderFormPage() {
  const { id, timestamp } = useParams();
  return (
    <div className="page">
      <PageHeader />
      <RequireLogin>
        <LeaderFormLoader key={`${id}:${timestamp}`} />
      </RequireLogin>
    </div>
  );
}
