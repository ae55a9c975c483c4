import { Toast } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  formatDate,
  RIDE_ROLES,
  rideLicenceLabel,
  rideRoleLabel,
  type RideApplication,
  type RideRole,
} from '@kc/shared';
import { FormField, FormSection } from '../../../components/ui/form-field';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { LoadError } from '../../../components/ui/load-error';
import { OptionSelector } from '../../../components/ui/option-selector';
import { PageLoading } from '../../../components/ui/page-loading';
import { ReviewActions } from '../../../components/ui/review-actions';
import { useReviewDecision } from '../../../components/ui/use-review-decision';
import { showError } from '../../../lib/http';
import { useRideApplyAudit } from '../api/ride-apply-audit';
import { rideApplyInfoQuery } from '../api/ride-apply-info';
import { useRideRoleSet } from '../api/ride-role-set';
import { RideApplicationRow } from '../components/ride-application-row';
import { RideIdPage } from '../components/ride-id-page';
import { ridePaths } from '../components/ride-paths';

const REJECT = {
  title: '拒绝报名',
  placeholder: '请填写拒绝原因，骑友将看到这段说明',
  requiredMessage: '拒绝时请填写原因',
};

type RoleChoice = RideRole | 'none';
const ROLES: { value: RoleChoice; label: string }[] = [
  ...RIDE_ROLES.map((r) => ({ value: r as RoleChoice, label: rideRoleLabel[r] })),
  { value: 'none', label: '无' },
];

/** 领队 / 领骑 / 收队 / 无 for an approved rider (the creator only: `actions.role`). */
function RolePicker({ a }: { a: RideApplication }) {
  const roleSet = useRideRoleSet();
  const choose = (choice: RoleChoice) => {
    const role = choice === 'none' ? null : choice;
    if (role === a.role) return;
    roleSet.mutate(
      { id: a.id, role },
      {
        onSuccess: () => Toast.show({ icon: 'success', content: role ? `已设为${rideRoleLabel[role]}` : '已取消角色' }),
        onError: showError,
      },
    );
  };
  return (
    <FormSection title="骑行角色">
      <FormField label="角色" vertical>
        <OptionSelector options={ROLES} value={a.role ?? 'none'} onChange={choose} />
      </FormField>
    </FormSection>
  );
}

function Review({ id }: { id: number }) {
  const q = useQuery(rideApplyInfoQuery(id));
  const audit = useRideApplyAudit();
  const decision = useReviewDecision({
    decide: ({ pass, remark }) => audit.mutateAsync({ id, pass, remark }),
    busy: audit.isPending,
    backTo: q.data ? ridePaths.auditList(q.data.ride_id) : ridePaths.manage,
    passQuestion: '确定通过该报名吗？',
    passedText: () => '已通过',
  });

  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const a = q.data;
  const deciding = a.actions.approve || a.actions.decline;
  const licence = rideLicenceLabel[a.licence_class as keyof typeof rideLicenceLabel] ?? a.licence_class;

  return (
    <div className={deciding ? 'has-form-actions' : undefined}>
      <RideApplicationRow a={a} />
      <KeyValueList
        title="报名信息"
        rows={[
          { label: '骑行', value: a.ride_title || '未命名骑行' },
          { label: '状态', value: a.status_label },
          { label: '车辆', value: [a.bike_brand, a.bike_model].filter(Boolean).join(' ') || '未填写' },
          { label: '排量', value: `${a.displacement}cc` },
          { label: '车牌号', value: a.plate },
          { label: '驾照类型', value: licence },
          { label: '同乘人数', value: a.passengers > 0 ? `${a.passengers}人` : '无' },
          { label: '骑行角色', value: a.role ? rideRoleLabel[a.role] : '无' },
          { label: '备注', value: a.remark || '无' },
          { label: '同意风险告知', value: a.risk_accepted_at ? formatDate(a.risk_accepted_at) : '未记录' },
          { label: '报名时间', value: formatDate(a.create_time) },
        ]}
      />
      <KeyValueList
        title="紧急联系人"
        rows={[
          { label: '姓名', value: a.emergency_name },
          {
            label: '手机号',
            value: (
              <a
                href={`tel:${a.emergency_mobile}`}
                aria-label={`${a.emergency_mobile}，拨打紧急联系人${a.emergency_name}的电话`}
              >
                {a.emergency_mobile}
              </a>
            ),
          },
        ]}
      />
      {a.actions.role && <RolePicker a={a} />}
      {deciding && <ReviewActions decision={decision} pending reject={REJECT} />}
    </div>
  );
}

/** /funly-ride/applicationForm/review/{id}: one application in full; decide it, and give an approved rider a role. */
export default function RideApplicationReviewPage() {
  return <RideIdPage missing="报名记录不存在">{(id) => <Review id={id} />}</RideIdPage>;
}
