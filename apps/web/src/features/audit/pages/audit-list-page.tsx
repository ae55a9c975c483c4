import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AuditTypeValue } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { auditListKey, fetchAuditPage } from '../api/audit-list';
import { AuditRow } from '../components/audit-row';
import { ChipFilter } from '../../../components/ui/chip-filter';
import { AUDIT_STATUS, AUDIT_TYPE_FILTERS } from '../utils/audit-status';
import styles from './audit-list-page.module.css';

/**
 * /b/audit (auditors): records by status tab and type filter, each with the item's name; tap one to decide. Anyone
 * else is told why (暂无权限 and the server's reason), with a way back — not offered a reload. The header links to
 * the feedback queue (意见反馈处理).
 */
export default function AuditListPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<number>(AUDIT_STATUS[0].value);
  const [type, setType] = useState<AuditTypeValue | 'all'>('all');
  const typeFilter = type === 'all' ? undefined : type;

  return (
    <div className="page">
      <PageHeader
        right={
          <Link to="/my/setting/feedback/list?queue=1" className={styles.feedbackLink}>
            意见反馈处理
          </Link>
        }
      />
      <div className={styles.filters}>
        <Tabs activeKey={String(status)} onChange={(k) => setStatus(Number(k))}>
          {AUDIT_STATUS.map((s) => (
            <Tabs.Tab key={String(s.value)} title={s.label} />
          ))}
        </Tabs>
        <ChipFilter label="审核类型" options={AUDIT_TYPE_FILTERS} value={type} onChange={setType} />
      </div>
      <ListView
        queryKey={auditListKey(status, typeFilter)}
        fetchPage={fetchAuditPage(status, typeFilter)}
        itemKey={(a) => a.id}
        emptyText="暂无记录"
        refusalAction={
          <Button color="primary" fill="outline" onClick={() => void navigate('/my', { replace: true })}>
            返回我的
          </Button>
        }
        renderItem={(a) => <AuditRow audit={a} onClick={() => void navigate(`/b/audit/${a.type}/${a.id}`)} />}
      />
    </div>
  );
}
