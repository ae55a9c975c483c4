import { formatDate, type Submission } from '@kc/shared';
import { SubmitterRow } from '../../../components/ui/submitter-row';
import { SubmissionStatusTag } from './submission-status-tag';
import styles from './submission.module.css';

/** A sign-up: who (avatar, nickname, masked mobile), for which item, when, and its state. */
export function SubmissionRow({ s, onClick }: { s: Submission; onClick?: () => void }) {
  return (
    <SubmitterRow
      label={`${s.nickname || '报名用户'} ${s.item_name}`}
      avatar={s.avatar}
      name={s.nickname || '未知用户'}
      afterName={s.mobile}
      status={<SubmissionStatusTag status={s.status} />}
      time={
        <>
          {formatDate(s.create_time)}
          {s.issued && <span className={styles.issued}>已发放</span>}
        </>
      }
      remark={s.remark && `驳回原因：${s.remark}`}
      onClick={onClick}
    >
      <div className={styles.item}>报名：{s.item_name}</div>
    </SubmitterRow>
  );
}
