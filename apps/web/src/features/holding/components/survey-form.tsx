import { Button, Selector, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useReceiveSurveySubmit, useSurveyInfo } from '../api/survey';
import { showError } from '../../../lib/http';
import styles from './survey-form.module.css';

export const RECEIVE_SURVEY_TYPE = 1;

/** The short survey after receiving (type 1): one choice per question, 提交 or 跳过. Nothing when there is none. */
export function SurveyForm({ holdingId, onDone }: { holdingId: number; onDone: () => void }) {
  const info = useSurveyInfo(RECEIVE_SURVEY_TYPE, true);
  const submit = useReceiveSurveySubmit();
  const [value, setValue] = useState<Record<string, string>>({});
  const questions = info.data?.questions ?? [];
  if (!info.data || questions.length === 0) return null;

  const complete = questions.every((q) => value[q.key]);
  const send = () =>
    submit.mutate(
      { holdingId, type: RECEIVE_SURVEY_TYPE, value },
      {
        onSuccess: () => {
          Toast.show({ content: '感谢你的反馈' });
          onDone();
        },
        onError: showError,
      },
    );

  return (
    <section className={styles.card} aria-label="问卷">
      <h4>{info.data.title || '花几秒告诉我们你的想法'}</h4>
      {questions.map((q) => (
        <div key={q.key} className={styles.question}>
          <span>{q.label}</span>
          <Selector<string>
            className="option-selector"
            columns={3}
            options={q.options.map((o) => ({ label: o, value: o }))}
            value={value[q.key] ? [value[q.key]!] : []}
            onChange={(v) => setValue((s) => ({ ...s, [q.key]: v[0] ?? '' }))}
          />
        </div>
      ))}
      <div className={styles.actions}>
        <Button size="small" onClick={onDone}>
          跳过
        </Button>
        <Button size="small" color="primary" disabled={!complete} loading={submit.isPending} onClick={send}>
          提交
        </Button>
      </div>
    </section>
  );
}
