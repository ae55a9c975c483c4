import { Button, Tag } from 'antd-mobile';
import { formatDate, RideApplyStatus, rideRoleLabel, type RideApplication } from '@kc/shared';
import { SubmitterRow } from '../../../components/ui/submitter-row';
import styles from './leader.module.css';

const COLOR: Record<number, string> = { 1: 'success', 2: 'primary', 4: 'danger', 5: 'default' };

export interface RideApplicationRowProps {
  a: RideApplication;
  /** opens the application (list rows) */
  onOpen?: () => void;
  /** 通过 / 拒绝 from the row, shown as the application's `actions` allow */
  onApprove?: () => void;
  onDecline?: () => void;
  busy?: boolean;
}

/** One rider's application: who, status, bike, passengers, role, when; 通过 / 拒绝 where the server allows. */
export function RideApplicationRow({ a, onOpen, onApprove, onDecline, busy }: RideApplicationRowProps) {
  const name = a.nickname || '骑友';
  const decide = (onApprove && a.actions.approve) || (onDecline && a.actions.decline);
  return (
    <SubmitterRow
      label={`${name}的报名`}
      avatar={a.avatar}
      name={name}
      afterName={a.role ? rideRoleLabel[a.role] : undefined}
      status={
        <Tag color={COLOR[a.status] ?? 'default'} fill="outline">
          {a.status_label}
        </Tag>
      }
      time={`报名时间 ${formatDate(a.create_time)}`}
      remark={a.status === RideApplyStatus.declined && a.remark ? `拒绝原因：${a.remark}` : undefined}
      onClick={onOpen}
    >
      <p className={styles.rowLine}>
        {[a.bike_brand, a.bike_model].filter(Boolean).join(' ')} · {a.displacement}cc
      </p>
      <p className={styles.rowLine}>{a.passengers > 0 ? `同乘${a.passengers}人` : '无同乘'}</p>
      {decide && (
        <div className={styles.rowActions} onClick={(e) => e.stopPropagation()}>
          {onDecline && a.actions.decline && (
            <Button
              size="mini"
              color="danger"
              fill="outline"
              disabled={busy}
              onClick={onDecline}
              aria-label={`拒绝${name}的报名`}
            >
              拒绝
            </Button>
          )}
          {onApprove && a.actions.approve && (
            <Button
              size="mini"
              color="primary"
              loading={busy}
              disabled={busy}
              onClick={onApprove}
              aria-label={`通过${name}的报名`}
            >
              通过
            </Button>
          )}
        </div>
      )}
    </SubmitterRow>
  );
}
