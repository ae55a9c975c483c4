import { Button, Input, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CAR_OWNER_REVIEW_TEXT, isPositiveIntParam, vinProblem, type CarOwner } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { CarModelField } from '../../../components/ui/car-model-picker';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImagesField } from '../../../components/ui/images-field';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RestoredNotice } from '../../../components/ui/restored-notice';
import { useFormState } from '../../../lib/form';
import { showError } from '../../../lib/http';
import { useCarOwnerApply } from '../api/carowner-apply';
import { carOwnerInfoQuery } from '../api/carowner-info';
import { carOwnerPaths } from '../components/carowner-paths';
import {
  serverErrors,
  toQuery,
  typedPlate,
  typedVin,
  valuesOf,
  type CarOwnerValues,
} from '../components/car-owner-values';
import styles from '../components/carowner.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

function CarOwnerForm({ again }: { again: CarOwner | null }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const form = useFormState<CarOwnerValues>(() => valuesOf(again), `form:${pathname}${search}`);
  const apply = useCarOwnerApply();
  const [sending, setSending] = useState(false);
  const { values: v, errors: e, set } = form;

  /** a complete VIN is checked at once (charset and check digit), so a typo shows before submitting */
  const checkVin = () => {
    if (v.vin.length === 17) form.setErrors({ ...e, vin: vinProblem(v.vin) ?? undefined });
  };

  const submit = async () => {
    const { query, errors } = toQuery(v);
    if (!query) {
      form.setErrors(errors);
      Toast.show({ content: '请检查标红的填写项' });
      return;
    }
    setSending(true);
    try {
      await apply.mutateAsync(again ? { ...query, id: again.id } : query);
      form.markSaved();
      void navigate(carOwnerPaths.success, { replace: true });
    } catch (err) {
      const fields = serverErrors(err);
      if (Object.keys(fields).length) form.setErrors(fields);
      else showError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="has-form-actions">
      {form.restored && <RestoredNotice />}
      <p className={styles.notice} role="note">
        请填写与行驶证一致的车辆信息。{CAR_OWNER_REVIEW_TEXT}，认证通过后你的主页和帖子将显示“认证车主”标识。
      </p>
      {again?.state === 'rejected' && again.reject_reason && (
        <p className={styles.danger}>上次未通过原因：{again.reject_reason}</p>
      )}
      <FormSection title="车辆信息">
        <FormField label="品牌车型" required vertical error={e.pick}>
          <CarModelField
            id="car-owner-model"
            value={v.pick}
            onChange={(pick) => set('pick', pick)}
            vehicleType="both"
            placeholder="请选择品牌 / 车系 / 车型"
          />
        </FormField>
        <FormField
          label="车架号"
          required
          vertical
          error={e.vin}
          extra={<span className={styles.count}>{v.vin.length}/17</span>}
        >
          <Input
            aria-label="车架号"
            className={styles.upper}
            placeholder="17位车辆识别代号（VIN）"
            value={v.vin}
            onChange={(x) => set('vin', typedVin(x))}
            onBlur={checkVin}
            autoComplete="off"
            clearable
          />
          <p className={styles.hint}>见行驶证“车辆识别代号”一栏，由字母和数字组成，不含字母I、O、Q</p>
        </FormField>
        <FormField label="车牌号" required error={e.plate}>
          <Input
            aria-label="车牌号"
            className={styles.upper}
            placeholder="如：渝A12345"
            value={v.plate}
            onChange={(x) => set('plate', typedPlate(x))}
            autoComplete="off"
            clearable
          />
        </FormField>
      </FormSection>
      <FormSection title="行驶证">
        <FormField label="行驶证照片" required vertical error={e.licence_image}>
          <ImagesField
            label="上传行驶证照片"
            max={1}
            value={v.licence_image ? [v.licence_image] : []}
            onChange={(urls) => set('licence_image', urls[0] ?? '')}
          />
          <p className={styles.hint}>请上传行驶证主页照片，号牌号码与车辆识别代号须清晰可见；仅平台审核人员可见</p>
        </FormField>
      </FormSection>
      <p className="form-tip">人工审核需1-3个工作日，审核结果将通过消息通知你。</p>
      <ActionBar>
        <Button color="primary" block loading={sending} disabled={sending} onClick={() => void submit()}>
          {again ? '重新提交' : '提交认证'}
        </Button>
      </ActionBar>
    </div>
  );
}

/** ?id=: one's own certification applied again, prefilled; one that is pending or approved is shown, not edited. */
function ReapplyLoader({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useQuery(carOwnerInfoQuery(id));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.can_reapply)
    return (
      <div className="center-page">
        <ErrorBlock
          status="default"
          title={q.data.state === 'pending' ? '认证审核中' : '该车辆已认证'}
          description={q.data.state === 'pending' ? CAR_OWNER_REVIEW_TEXT : '无需重新提交'}
        />
        <Button
          color="primary"
          fill="outline"
          onClick={() => void navigate(carOwnerPaths.detail(id), { replace: true })}
        >
          查看认证详情
        </Button>
      </div>
    );
  return <CarOwnerForm again={q.data} />;
}

/** /car-authentication/form: apply for car-owner certification; ?id= applies again after a rejection or withdrawal. */
export default function CarOwnerFormPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  return (
    <div className="page">
      <PageHeader />
      {id === null ? (
        <CarOwnerForm again={null} />
      ) : isPositiveIntParam(id) ? (
        <ReapplyLoader key={id} id={Number(id)} />
      ) : (
        <ErrorBlock status="empty" title="认证记录不存在" description="链接有误，请从认证列表重新进入" />
      )}
    </div>
  );
}
