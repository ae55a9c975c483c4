import { Button, Input, NoticeBar, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  EPIDEMIC_SYMPTOMS,
  epidemicSymptomLabel,
  ErrorCode,
  formatDate,
  isPositiveIntParam,
  type CallData,
  type epidemicMine,
} from '@kc/shared';
import { ErrorBlock } from '../../../components/ui/error-block';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/http';
import { epidemicMineQuery } from '../api/epidemic-mine';
import { EpidemicNoticePopup } from '../components/epidemic-notice-popup';
import { toggleSymptoms, useDeclarationForm } from '../hooks/use-declaration-form';
import styles from '../components/epidemic.module.css';
import { UploadGuard } from '../../../components/ui/upload-guard';

const SYMPTOM_OPTIONS = EPIDEMIC_SYMPTOMS.map((s) => ({ value: s, label: epidemicSymptomLabel[s] }));

/** /app/epidmic (login): today's health declaration for an exhibition (?project_id=, else the current one). */
export default function EpidemicPage() {
  const raw = useSearchParams()[0].get('project_id') ?? undefined;
  const projectId = isPositiveIntParam(raw) ? Number(raw) : undefined;
  const q = useQuery(epidemicMineQuery(projectId));
  return (
    <div className="page">
      <PageHeader />
      {q.isPending && <PageLoading />}
      {q.isError &&
        (isApiError(q.error) && q.error.code === ErrorCode.NOT_FOUND ? (
          <ErrorBlock status="empty" title="暂无可申报的展会" description={q.error.message} />
        ) : (
          <LoadError error={q.error} onRetry={() => void q.refetch()} />
        ))}
      {q.data && <DeclarationForm key={`${q.data.project.id}-${q.data.day}`} mine={q.data} />}
    </div>
  );
}

function DeclarationForm({ mine }: { mine: CallData<typeof epidemicMine> }) {
  const f = useDeclarationForm(mine);
  const [reading, setReading] = useState(false);
  const [sent, setSent] = useState(false);
  const d = mine.declaration;
  return (
    <>
      <section className={styles.intro} aria-label="申报展会">
        <p className={styles.project}>{mine.project.name}</p>
        <p className={styles.sub}>
          {mine.project.venue} · 申报日期 {mine.day}
        </p>
      </section>
      {(d || sent) && (
        <NoticeBar
          color="info"
          wrap
          content={
            d ? `今日已申报（${formatDate(d.update_time, 'h:i')} 提交），如有变化可修改后重新提交` : '今日已申报'
          }
        />
      )}
      <FormSection title="基本信息">
        <FormField label="姓名" required error={f.errors.name}>
          <Input
            aria-label="姓名"
            placeholder="请输入真实姓名"
            value={f.values.name}
            onChange={(v) => f.set('name', v)}
          />
        </FormField>
        <FormField label="手机号" required error={f.errors.mobile}>
          <Input
            aria-label="手机号"
            type="tel"
            inputMode="tel"
            placeholder="请输入手机号"
            value={f.values.mobile}
            onChange={(v) => f.set('mobile', v)}
          />
        </FormField>
      </FormSection>
      <FormSection title="健康状况">
        <FormField label="近14天是否有以下症状（可多选）" required vertical error={f.errors.symptoms}>
          <Selector
            aria-label="症状"
            multiple
            columns={2}
            options={SYMPTOM_OPTIONS}
            value={f.values.symptoms}
            onChange={(v) => f.set('symptoms', toggleSymptoms(v, f.values.symptoms))}
          />
        </FormField>
        <FormField label="近14天旅居史" vertical error={f.errors.travel}>
          <LabelledTextArea
            label="近14天旅居史"
            placeholder="选填，如：近14天到过的城市"
            value={f.values.travel}
            onChange={(v) => f.set('travel', v)}
            maxLength={200}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </FormField>
        <FormField label="健康码截图" required vertical error={f.errors.health_code}>
          <ImageField label="上传健康码截图" value={f.values.health_code} onChange={(v) => f.set('health_code', v)} />
        </FormField>
      </FormSection>
      <div className={styles.agree}>
        {/* a native checkbox (antd-mobile's hides its input from assistive technology), drawn as a round tick */}
        <label className={styles.consentLabel}>
          <input
            type="checkbox"
            className={styles.consentInput}
            checked={f.values.agree}
            aria-label="我已阅读并同意《防疫须知》"
            onChange={(e) => f.set('agree', e.target.checked)}
          />
          <span className={styles.consentMark} aria-hidden="true" />
          我已阅读并同意
        </label>
        <button type="button" className={styles.linkButton} onClick={() => setReading(true)}>
          《防疫须知》
        </button>
      </div>
      {f.errors.agree && (
        <div className={styles.error} role="alert">
          {f.errors.agree}
        </div>
      )}
      <UploadGuard className={styles.submit}>
        <Button block color="primary" size="large" loading={f.saving} onClick={() => f.submit(() => setSent(true))}>
          {d ? '更新今日申报' : '提交申报'}
        </Button>
      </UploadGuard>
      <EpidemicNoticePopup
        visible={reading}
        onClose={() => setReading(false)}
        onAgree={() => {
          f.set('agree', true);
          setReading(false);
        }}
      />
    </>
  );
}
