import { NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { AuditStatus } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { ReviewActions } from '../../../components/ui/review-actions';
import { TicketCard } from '../../../components/ui/ticket-card';
import { auditInfoQuery } from '../api/audit-info';
import { AuditRow } from '../components/audit-row';
import { ChangedFields } from '../components/changed-fields';
import { FunlyAuditView } from '../components/funly-audit-view';
import { ReportAuditView } from '../components/report-audit-view';
import { ReportReviewActions } from '../components/report-review-actions';
import { RideLeaderAuditView } from '../components/ride-leader-audit-view';
import { CarOwnerAuditView } from '../components/car-owner-audit-view';
import { MerchantAuditView } from '../components/merchant-audit-view';
import { RealNameAuditView } from '../components/real-name-audit-view';
import { ShowCarAuditView } from '../components/show-car-audit-view';
import { useAuditDecision } from '../hooks/use-audit-decision';
import { ErrorBlock } from '../../../components/ui/error-block';

const REJECT = {
  title: '驳回审核',
  placeholder: '请填写驳回原因，商家将看到这段说明',
  requiredMessage: '请填写驳回原因',
};
const KEEP = { passQuestion: '确定保留该内容吗？被隐藏的内容将恢复显示', passedText: '已保留内容' };

function AuditDetail({ id }: { id: number }) {
  const q = useQuery(auditInfoQuery(id));
  const d = useAuditDecision(id, q.data?.report ? KEEP : undefined);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const { audit, item, funly, ride_leader, report, show_car, car_owner, real_name, merchant, changes } = q.data;
  // the platform's own reviews answer an applicant, not a business
  const applicant = !!(ride_leader || car_owner || real_name || merchant);
  const pending = audit.status === AuditStatus.pending;
  const isChange = Object.keys(changes).length > 0;
  return (
    <div className={pending ? 'has-form-actions' : undefined}>
      {isChange && <NoticeBar color="info" content="这是对已上线内容的修改，通过后按新内容生效" wrap />}
      <AuditRow audit={audit} />
      {item && <TicketCard item={item} />}
      {item && <ChangedFields item={item} changes={changes} />}
      {funly && <FunlyAuditView funly={funly} changes={changes} />}
      {ride_leader && <RideLeaderAuditView leader={ride_leader} />}
      {report && <ReportAuditView report={report} />}
      {show_car && <ShowCarAuditView showCar={show_car} />}
      {car_owner && <CarOwnerAuditView carOwner={car_owner} />}
      {real_name && <RealNameAuditView realName={real_name} />}
      {merchant && <MerchantAuditView merchant={merchant} />}
      {report ? (
        <ReportReviewActions decision={d} pending={pending} />
      ) : (
        <ReviewActions
          decision={d}
          pending={pending}
          reject={applicant ? { ...REJECT, placeholder: '请填写驳回原因，申请人将看到这段说明' } : REJECT}
        />
      )}
    </div>
  );
}

/** /b/audit/{type}/{id}: the record, the item (or, type funly, the event; type ride_leader, the leader application; type report, the reported thing and its reports, decided as 保留内容 / 下架) after passing with the changes highlighted, 通过 and 驳回. */
export default function AuditDetailPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const valid = search.get('isNotMatchParams') !== '1' && id !== undefined && /^[1-9]\d*$/.test(id);
  return (
    <div className="page">
      <PageHeader />
      {valid ? (
        <AuditDetail key={id} id={Number(id)} />
      ) : (
        <ErrorBlock status="empty" title="审核记录不存在" description="链接有误，请返回审核列表重新进入" />
      )}
    </div>
  );
}
