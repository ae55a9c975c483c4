import { Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { RealNameMethod, RealNameStatus } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { BASE_PATH } from '../../../config/env';
import { fieldErrorsOf, showError } from '../../../lib/http';
import type { FieldErrors } from '../../../lib/form';
import { realNameMineQuery } from '../api/real-name-mine';
import { useRealNameSave } from '../api/real-name-save';
import { ConsentStep } from '../components/consent-step';
import { IdentityStep, identityErrors, type Identity } from '../components/identity-step';
import { MethodStep, type Photos } from '../components/method-step';
import { RealNameResult } from '../components/real-name-result';

type Step = 'consent' | 'identity' | 'method';
const STEPS: Step[] = ['consent', 'identity', 'method'];
const FORM_PATH = '/real-name-certification/form';

/**
 * The application, one step per history entry (`?step=`), so back goes to the previous step with what was typed. The
 * name, ID number and photos live in this component only — never in storage (a reload starts again at the consent).
 */
function Flow({ status, step }: { status: RealNameStatus; step: Step }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const save = useRealNameSave();
  const [consented, setConsented] = useState(false);
  const [identity, setIdentity] = useState<Identity>({ name: '', id_number: '' });
  const [identityErrs, setIdentityErrs] = useState<FieldErrors<Identity>>({});
  const [method, setMethod] = useState<RealNameMethod>(status.liveness ? 'liveness' : 'manual');
  const [photos, setPhotos] = useState<Photos>({ front_image: '', back_image: '' });
  const [photoErrs, setPhotoErrs] = useState<FieldErrors<Photos>>({});

  const go = (to: Step, replace = false) => void navigate(`${pathname}?step=${to}`, { replace });
  // nothing typed survives a reload: start at the consent again
  const shown: Step = !consented
    ? 'consent'
    : step === 'method' && Object.keys(identityErrors(identity)).length
      ? 'identity'
      : step;

  const submit = async () => {
    if (method === 'manual') {
      const errs: FieldErrors<Photos> = {};
      if (!photos.front_image) errs.front_image = '请上传身份证人像面照片';
      if (!photos.back_image) errs.back_image = '请上传身份证国徽面照片';
      setPhotoErrs(errs);
      if (Object.keys(errs).length) return;
    }
    try {
      const s = await save.mutateAsync({
        ...identity,
        method,
        consent: true,
        ...(method === 'manual' ? photos : { return_url: `${window.location.origin}${BASE_PATH}${FORM_PATH}` }),
      });
      if (method === 'liveness' && s.liveness_url) {
        window.location.assign(s.liveness_url);
        return;
      }
      Toast.show({ icon: 'success', content: '已提交，等待审核' });
      void navigate(pathname, { replace: true });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      const onIdentity = fields.filter((f) => f.field === 'name' || f.field === 'id_number');
      const onPhotos = fields.filter((f) => f.field === 'front_image' || f.field === 'back_image');
      if (onIdentity.length) {
        setIdentityErrs(Object.fromEntries(onIdentity.map((f) => [f.field, f.message])));
        go('identity');
      } else if (onPhotos.length) setPhotoErrs(Object.fromEntries(onPhotos.map((f) => [f.field, f.message])));
      else showError(err);
    }
  };

  if (shown === 'consent')
    return (
      <ConsentStep
        liveness={status.liveness}
        onAgree={() => {
          setConsented(true);
          go('identity', step !== 'consent');
        }}
      />
    );
  if (shown === 'identity')
    return (
      <IdentityStep
        values={identity}
        errors={identityErrs}
        onChange={(field, value) => {
          setIdentity((v) => ({ ...v, [field]: value }));
          setIdentityErrs((e) => ({ ...e, [field]: undefined }));
        }}
        onNext={() => {
          const errs = identityErrors(identity);
          setIdentityErrs(errs);
          if (Object.keys(errs).length) return;
          go('method');
        }}
      />
    );
  return (
    <MethodStep
      liveness={status.liveness}
      method={method}
      photos={photos}
      errors={photoErrs}
      sending={save.isPending}
      onMethod={setMethod}
      onPhoto={(field, url) => {
        setPhotos((p) => ({ ...p, [field]: url }));
        setPhotoErrs((e) => ({ ...e, [field]: undefined }));
      }}
      onSubmit={() => void submit()}
    />
  );
}

/**
 * What the server says decides the screen: the result (审核中, a face check open, 已认证, 未通过), or the steps when
 * the person may apply (never applied; 重新认证 after a rejection; 改用人工审核 over an open face check). The
 * provider's return (`?token=`) shows the same: the server has asked the provider with its own token.
 */
function RealNameForm() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const q = useQuery(realNameMineQuery());
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const s = q.data;
  const param = params.get('step') as Step | null;
  const step = param && STEPS.includes(param) ? param : null;
  const mayApply = s.state === 'none' || s.state === 'rejected' || (s.state === 'pending' && s.method === 'liveness');
  if (mayApply && (step || s.state === 'none')) return <Flow status={s} step={step ?? 'consent'} />;
  return (
    <RealNameResult
      status={s}
      checking={q.isFetching}
      onRefresh={() => void q.refetch()}
      onRestart={() => void navigate(`${pathname}?step=consent`)}
    />
  );
}

/** /real-name-certification/form (login, spec 2.14). */
export default function RealNameFormPage() {
  return (
    <div className="page">
      <PageHeader />
      <RealNameForm />
    </div>
  );
}
