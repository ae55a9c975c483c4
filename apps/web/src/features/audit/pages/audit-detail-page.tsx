import { Button, ErrorBlock, NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { AuditStatus } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { TicketCard } from '../../../components/ui/ticket-card';
import { auditInfoQuery } from '../api/audit-info';
import { AuditRow } from '../components/audit-row';
import { ChangedFields } from '../components/changed-fields';
import { RejectPopup } from '../components/reject-popup';
import { useAuditDecision } from '../hooks/use-audit-decision';
import '../components/audit.css';
import { ActionBar } from '../../../components/ui/action-bar';

function AuditDetail({ id }: { id: number }) {
  const q = useQuery(auditInfoQuery(id));
  const d = useAuditDecision(id);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const { audit, item, changes } = q.data;
  const pending = audit.status === AuditStatus.pending;
  const isChange = Object.keys(changes).length > 0;
  return (
    <div className={pending ? 'has-form-actions' : undefined}>
      {isChange && <NoticeBar color="info" content="这是对已上线内容的修改，通过后按新内容生效" wrap />}
      <AuditRow audit={audit} />
      <TicketCard item={item} />
      <ChangedFields item={item} changes={changes} />
      {pending && (
        <ActionBar>
          <Button color="danger" fill="outline" disabled={d.busy} onClick={d.openReject}>
            驳回
          </Button>
          <Button color="primary" loading={d.busy && !d.rejecting} disabled={d.busy} onClick={d.pass}>
            通过
          </Button>
        </ActionBar>
      )}
      <RejectPopup
        visible={d.rejecting}
        busy={d.busy}
        serverError={d.remarkError}
        onClose={d.closeReject}
        onReject={d.reject}
      />
    </div>
  );
}

/** /b/audit/{type}/{id}: the record, the item after passing with the changes highlighted, 通过 and 驳回. */
export default function AuditDetailPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const valid = search.get('isNotMatchParams') !== '1' && id !== undefined && /^[1-9]\d*$/.test(id);
  return (
    <div className="page">
      <PageHeader title="审核详情" />
      {valid ? (
        <AuditDetail key={id} id={Number(id)} />
      ) : (
        <ErrorBlock status="empty" title="审核记录不存在" description="链接有误，请返回审核列表重新进入" />
      )}
    </div>
  );
}
