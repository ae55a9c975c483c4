import { Button } from 'antd-mobile';
import { ApplyStatus, formatDate, type FunlyApplication } from '@kc/shared';
import { SubmitterRow } from '../../../components/ui/submitter-row';
import { RunStatusTag } from './run-status-tag';
import styles from './run.module.css';

export interface RunApplicationRowProps {
  a: FunlyApplication;
  /** opens the application (list rows) */
  onOpen?: () => void;
  /** 通过 from the row (pending ones; the server decides) */
  onApprove?: () => void;
  busy?: boolean;
}

/** One application in the organiser's list: who, status, companions, slot, when; 通过 at once while pending. */
export function RunApplicationRow({ a, onOpen, onApprove, busy }: RunApplicationRowProps) {
  const name = a.nickname || '报名用户';
  return (
    <SubmitterRow
      label={`${name}的报名`}
      avatar={a.avatar}
      name={name}
      afterName={a.mobile}
      status={<RunStatusTag status={a.status} label={a.status_label} />}
      time={`报名时间 ${formatDate(a.create_time)}`}
      remark={a.status === ApplyStatus.declined && a.remark ? `驳回原因：${a.remark}` : undefined}
      onClick={onOpen}
    >
      <p className={styles.rowLine}>
        {a.companions > 0 ? `同行${a.companions}人` : '无同行人'}
        {a.slot_title && ` · 预约：${a.slot_title}`}
      </p>
      {a.checked_in_at !== null && <p className={styles.rowLine}>签到时间 {formatDate(a.checked_in_at)}</p>}
      {onApprove && a.actions?.approve && (
        <div className={styles.rowActions} onClick={(e) => e.stopPropagation()}>
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
        </div>
      )}
    </SubmitterRow>
  );
}
