import { Avatar } from 'antd-mobile';
import { formatDate, type Submission } from '@kc/shared';
import { SubmissionStatusTag } from './submission-status-tag';
import './review.css';

/** A sign-up: who (avatar, nickname, masked mobile), for which item, when, and its state. */
export function SubmissionRow({ s, onClick }: { s: Submission; onClick?: () => void }) {
  return (
    <article
      className={onClick ? 'sub-row is-link' : 'sub-row'}
      onClick={onClick}
      role={onClick ? 'link' : undefined}
      aria-label={`${s.nickname || '报名用户'} ${s.item_name}`}
    >
      <Avatar className="sub-avatar" src={s.avatar} />
      <div className="sub-main">
        <div className="sub-line">
          <strong className="sub-name">{s.nickname || '未知用户'}</strong>
          <span className="sub-mobile">{s.mobile}</span>
          <SubmissionStatusTag status={s.status} />
        </div>
        <div className="sub-item">报名：{s.item_name}</div>
        <div className="sub-time">
          {formatDate(s.create_time)}
          {s.issued && <span className="sub-issued">已发放</span>}
        </div>
        {s.remark && <div className="sub-remark">驳回原因：{s.remark}</div>}
      </div>
    </article>
  );
}
