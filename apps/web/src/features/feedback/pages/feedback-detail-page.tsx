import { Button, Tag, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatDate, type Feedback } from '@kc/shared';
import { LabelledTextArea } from '../../../components/ui/labelled-text-area';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { positiveId } from '../../../lib/routing/route-id';
import { feedbackInfoQuery, useReplyFeedback } from '../api/feedback-api';
import { FeedbackImages } from '../components/feedback-images';
import styles from '../components/feedback.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

const REPLY_MAX = 500;

/** The auditor's reply box (shown only when the answer's `actions` include reply). */
function ReplyBox({ id }: { id: number }) {
  const reply = useReplyFeedback(id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const send = () => {
    const v = text.trim();
    if (!v) return setError('请输入回复内容');
    reply.mutate(v, {
      onSuccess: () => Toast.show({ icon: 'success', content: '回复已发送' }),
      onError: (e) => {
        const f = fieldErrorsOf(e).find((x) => x.field === 'reply');
        if (f) setError(f.message);
        else showError(e);
      },
    });
  };
  return (
    <section className={styles.card} aria-label="回复反馈">
      <h2>回复</h2>
      <LabelledTextArea
        label="回复内容"
        placeholder="回复将以消息通知反馈人"
        maxLength={REPLY_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
        value={text}
        onChange={(v) => {
          setText(v);
          setError(undefined);
        }}
      />
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
      <Button block color="primary" loading={reply.isPending} onClick={send}>
        发送回复
      </Button>
    </section>
  );
}

function FeedbackView({ feedback: f }: { feedback: Feedback }) {
  return (
    <>
      <section className={styles.card} aria-label="反馈内容">
        <div className={styles.rowHead}>
          <Tag color="primary" fill="outline">
            {f.kind_label}
          </Tag>
          <Tag color={f.status === 2 ? 'success' : 'warning'}>{f.status_label}</Tag>
        </div>
        <p className={styles.text}>{f.content}</p>
        <FeedbackImages images={f.images} />
        <p className={styles.meta}>
          {f.nickname ? `${f.nickname} · ` : ''}
          {formatDate(f.create_time)}
          {f.contact ? ` · 联系方式：${f.contact}` : ''}
        </p>
      </section>
      {f.reply ? (
        <section className={styles.card} aria-label="平台回复">
          <h2>平台回复</h2>
          <p className={styles.text}>{f.reply}</p>
          {f.reply_time !== null && <p className={styles.meta}>{formatDate(f.reply_time)}</p>}
        </section>
      ) : f.actions.includes('reply') ? (
        <ReplyBox id={f.id} />
      ) : (
        <section className={styles.card} aria-label="平台回复">
          <p className={styles.waiting}>等待回复，我们会尽快处理</p>
        </section>
      )}
    </>
  );
}

function FeedbackDetail({ id, queue }: { id: number; queue: boolean }) {
  const q = useQuery(feedbackInfoQuery(id, queue));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return <FeedbackView feedback={q.data} />;
}

/** /my/setting/feedback/detail/:id: the feedback and its reply, or 等待回复; with ?queue=1 the auditor's view, who may reply while unanswered. */
export default function FeedbackDetailPage() {
  const id = positiveId(useParams().id);
  const queue = useSearchParams()[0].get('queue') === '1';
  return (
    <div className="page">
      <PageHeader />
      {id === undefined ? (
        <ErrorBlock status="empty" title="反馈不存在" description="链接有误，请返回反馈记录重新进入" />
      ) : (
        <FeedbackDetail key={id} id={id} queue={queue} />
      )}
    </div>
  );
}
