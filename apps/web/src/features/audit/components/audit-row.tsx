import { Tag } from 'antd-mobile';
import { formatDate, type AuditRecord } from '@kc/shared';
import { SubmitterRow } from '../../../components/ui/submitter-row';
import { AuditStatusTag } from './audit-status-tag';
import styles from './audit-row.module.css';

/** An audit record: what is audited (the item's name, its type), who submitted it (business), time, remark and status. */
export function AuditRow({ audit, onClick }: { audit: AuditRecord; onClick?: () => void }) {
  const target = audit.target_name || '未命名';
  return (
    <SubmitterRow
      label={`${audit.verify_type} ${target} ${audit.nickname}`}
      avatar={audit.avatar}
      name={audit.nickname || '未知用户'}
      status={<AuditStatusTag status={audit.status} />}
      time={`提交于 ${formatDate(audit.create_time)}`}
      remark={audit.remark && `备注：${audit.remark}`}
      onClick={onClick}
    >
      <div className={styles.target} data-testid="audit-target">
        {target}
      </div>
      <div className={styles.what}>
        <Tag color="primary" fill="solid">
          {audit.verify_type}
        </Tag>
        <span className={styles.business}>{audit.business_name}</span>
      </div>
    </SubmitterRow>
  );
}
