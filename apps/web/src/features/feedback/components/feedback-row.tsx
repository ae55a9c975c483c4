import { Tag } from 'antd-mobile';
import { Link } from 'react-router';
import { formatDate, type Feedback } from '@kc/shared';
import { feedbackPaths } from './feedback-paths';
import styles from './feedback.module.css';

/**
 * One feedback in a list: kind, status, the start of the text, who (in the auditor's queue) and when; opens the
 * detail (the queue's detail for the auditor).
 */
export function FeedbackRow({ feedback: f, queue }: { feedback: Feedback; queue?: boolean }) {
  return (
    <Link to={feedbackPaths.detail(f.id, queue)} className={styles.row} aria-label={`${f.kind_label}：${f.content}`}>
      <div className={styles.rowHead}>
        <Tag color="primary" fill="outline">
          {f.kind_label}
        </Tag>
        <Tag color={f.status === 2 ? 'success' : 'warning'}>{f.status_label}</Tag>
      </div>
      <p className={styles.rowText}>{f.content}</p>
      <span className={styles.meta}>
        {queue && f.nickname ? `${f.nickname} · ` : ''}
        {formatDate(f.create_time)}
      </span>
    </Link>
  );
}
