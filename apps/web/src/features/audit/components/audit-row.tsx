import { Avatar, Tag } from 'antd-mobile';
import { formatDate, type AuditRecord } from '@kc/shared';
import { AuditStatusTag } from './audit-status-tag';

/** An audit record: who submitted it (avatar, nickname, business), its type, time, remark and status. */
export function AuditRow({ audit, onClick }: { audit: AuditRecord; onClick?: () => void }) {
  return (
    <article
      className={onClick ? 'audit-row is-link' : 'audit-row'}
      onClick={onClick}
      role={onClick ? 'link' : undefined}
      aria-label={`${audit.verify_type} ${audit.nickname}`}
    >
      <Avatar className="audit-avatar" src={audit.avatar} />
      <div className="audit-main">
        <div className="audit-line">
          <strong className="audit-name">{audit.nickname || '未知用户'}</strong>
          <AuditStatusTag status={audit.status} />
        </div>
        <div className="audit-line is-secondary">
          <Tag color="primary" fill="solid">
            {audit.verify_type}
          </Tag>
          <span className="audit-business">{audit.business_name}</span>
        </div>
        <div className="audit-time">提交于 {formatDate(audit.create_time)}</div>
        {audit.remark && <div className="audit-remark">备注：{audit.remark}</div>}
      </div>
    </article>
  );
}
