import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RideApplyStatus, rideRoleLabel, type RideCard as RideCardData } from '@kc/shared';
import { DraftActions } from '../../../components/ui/draft-actions';
import { showError } from '../../../lib/http';
import { useRideRevoke } from '../api/ride-revoke';
import { RideCard } from './ride-card';
import { ridePaths } from './ride-paths';
import { RejectPopup } from '../../../components/ui/reject-popup';
import styles from './leader.module.css';

const countOf = (c: Record<string, number> | undefined, s: number) => c?.[String(s)] ?? 0;

/** 待审核 / 已通过 counts and the caller's role on the ride. */
function Counts({ ride }: { ride: RideCardData }) {
  const c = ride.apply_counts;
  return (
    <p className={styles.rowLine} data-testid="apply-counts">
      待审核 {countOf(c, RideApplyStatus.pending)} · 已通过 {countOf(c, RideApplyStatus.going)}
      {ride.my_role && ` · 我的角色：${rideRoleLabel[ride.my_role]}`}
    </p>
  );
}

/**
 * A ride in the leader's list. Drafts: 删除 / 继续编辑. Published: 编辑 and 取消骑行 as the server's
 * `manage_actions` allow (its creator, not over), 报名审核 and 打卡点名 for the crew.
 */
export function RideManageCard({ ride }: { ride: RideCardData }) {
  const navigate = useNavigate();
  const revoke = useRideRevoke();
  const [revoking, setRevoking] = useState(false);
  const go = (to: string) => void navigate(to);
  const title = ride.title || '未命名骑行';

  if (ride.state === 'draft')
    return (
      <RideCard
        ride={ride}
        actions={
          <DraftActions
            name={ride.title}
            remove={() => revoke.mutateAsync({ id: ride.id })}
            edit={() => go(ridePaths.edit(ride.id))}
          />
        }
      />
    );

  const can = ride.manage_actions ?? { edit: false, revoke: false, delete: false };
  const doRevoke = async (reason: string) => {
    try {
      await revoke.mutateAsync({ id: ride.id, reason });
      setRevoking(false);
      Toast.show({ icon: 'success', content: '骑行已取消' });
    } catch (e) {
      showError(e);
    }
  };

  return (
    <>
      <RideCard
        ride={ride}
        to={ridePaths.show(ride.id)}
        extra={<Counts ride={ride} />}
        actions={
          <>
            {can.edit && (
              <Button
                size="small"
                fill="outline"
                onClick={() => go(ridePaths.edit(ride.id))}
                aria-label={`编辑${title}`}
              >
                编辑
              </Button>
            )}
            {ride.state !== 'revoked' && (
              <Button size="small" fill="outline" onClick={() => go(ridePaths.auditList(ride.id))}>
                报名审核
              </Button>
            )}
            {ride.state === 'published' && (
              <Button size="small" fill="outline" color="primary" onClick={() => go(ridePaths.clockin(ride.id))}>
                打卡点名
              </Button>
            )}
            {can.revoke && (
              <Button size="small" fill="outline" color="danger" onClick={() => setRevoking(true)}>
                取消骑行
              </Button>
            )}
          </>
        }
      />
      {revoking && (
        <RejectPopup
          visible
          busy={revoke.isPending}
          title="取消骑行"
          text={`确定取消「${title}」吗？已报名的骑友会收到通知，名额全部释放，且不可恢复。`}
          label="取消原因"
          placeholder="请填写取消原因，报名骑友将看到这段说明"
          requiredMessage="请填写取消原因"
          confirmText="确定取消"
          cancelText="再想想"
          onClose={() => setRevoking(false)}
          onReject={(r) => void doRevoke(r)}
        />
      )}
    </>
  );
}
