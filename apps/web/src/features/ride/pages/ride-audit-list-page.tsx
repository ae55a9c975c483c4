import { Tabs, Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RideApplyStatus, rideApplyStatusLabel } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { ListView } from '../../../components/ui/list-view';
import { RejectPopup } from '../../../components/ui/reject-popup';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useRideApplyAudit } from '../api/ride-apply-audit';
import { fetchRideApplyPage, rideApplyCountsQuery } from '../api/ride-apply-list';
import { rideKeys } from '../api/ride-keys';
import { RideApplicationRow } from '../components/ride-application-row';
import { RideIdPage } from '../components/ride-id-page';
import { ridePaths } from '../components/ride-paths';
import styles from '../components/leader.module.css';

type Status = 1 | 2 | 4 | 5;
const TABS: Status[] = [
  RideApplyStatus.pending,
  RideApplyStatus.going,
  RideApplyStatus.declined,
  RideApplyStatus.cancelled,
];

const REJECT = {
  title: '拒绝报名',
  placeholder: '请填写拒绝原因，骑友将看到这段说明',
  requiredMessage: '拒绝时请填写原因',
};

/** One ride's applications by status tab (with counts); 通过 after a confirm, 拒绝 with a reason; a row opens it. */
function AuditList({ id }: { id: number }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>(RideApplyStatus.pending);
  const [declining, setDeclining] = useState<number | null>(null);
  const [remarkError, setRemarkError] = useState<string>();
  const counts = useQuery(rideApplyCountsQuery(id));
  const audit = useRideApplyAudit();

  const approve = async (applicationId: number) => {
    if (!(await confirmAction('确定通过该报名吗？'))) return;
    try {
      await audit.mutateAsync({ id: applicationId, pass: true, remark: '' });
      Toast.show({ icon: 'success', content: '已通过' });
    } catch (e) {
      showError(e);
    }
  };
  const decline = async (remark: string) => {
    if (declining === null) return;
    setRemarkError(undefined);
    try {
      await audit.mutateAsync({ id: declining, pass: false, remark });
      setDeclining(null);
      Toast.show({ icon: 'success', content: '已拒绝' });
    } catch (e) {
      const field = fieldErrorsOf(e).find((f) => f.field === 'remark');
      if (field) setRemarkError(field.message);
      else showError(e);
    }
  };

  return (
    <>
      <Tabs className={styles.tabs} activeKey={String(status)} onChange={(k) => setStatus(Number(k) as Status)}>
        {TABS.map((s) => {
          const n = counts.data?.[String(s)];
          return <Tabs.Tab key={String(s)} title={`${rideApplyStatusLabel[s]}(${n ?? 0})`} />;
        })}
      </Tabs>
      <ListView
        key={status}
        queryKey={rideKeys.applyList(id, status)}
        fetchPage={fetchRideApplyPage(id, status)}
        itemKey={(a) => a.id}
        emptyText="暂无报名"
        renderItem={(a) => (
          <RideApplicationRow
            a={a}
            onOpen={() => void navigate(ridePaths.review(a.id))}
            onApprove={() => void approve(a.id)}
            onDecline={() => setDeclining(a.id)}
            busy={audit.isPending && audit.variables.id === a.id}
          />
        )}
      />
      {declining !== null && (
        <RejectPopup
          {...REJECT}
          visible
          busy={audit.isPending}
          serverError={remarkError}
          onInput={() => setRemarkError(undefined)}
          onClose={() => {
            setDeclining(null);
            setRemarkError(undefined);
          }}
          onReject={(r) => void decline(r)}
        />
      )}
    </>
  );
}

/** /funly-ride/apply/auditList/{id} */
export default function RideAuditListPage() {
  return <RideIdPage missing="骑行不存在">{(id) => <AuditList id={id} />}</RideIdPage>;
}
