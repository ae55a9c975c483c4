import { Button, Result } from 'antd-mobile';
import { AuditStatus } from '@kc/shared';
import styles from './fill.module.css';

export interface MineStateProps {
  mine: { status: number; remark: string };
  onRetry: () => void;
}

/** The caller's latest sign-up instead of the form: 审核中, 报名成功, or 未通过 with the reason and 重新报名. */
export function MineState({ mine, onRetry }: MineStateProps) {
  if (mine.status === AuditStatus.passed) {
    return <Result className={styles.result} status="success" title="报名成功" description="你的报名已通过审核" />;
  }
  if (mine.status === AuditStatus.rejected) {
    return (
      <div className={styles.result}>
        <Result status="error" title="未通过" description={`未通过：${mine.remark || '未填写原因'}`} />
        <Button className="block-button" block color="primary" onClick={onRetry}>
          重新报名
        </Button>
      </div>
    );
  }
  return (
    <Result className={styles.result} status="waiting" title="审核中" description="报名已提交，请耐心等待主办方审核" />
  );
}
