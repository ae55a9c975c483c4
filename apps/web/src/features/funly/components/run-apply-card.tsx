import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ApplyStatus, type FunlyCard as FunlyCardData } from '@kc/shared';
import { FunlyCard } from './funly-card';
import { runPaths } from './run-paths';
import { totalOf } from './run-status-tabs';
import styles from './run.module.css';

const n = (c: Record<string, number> | undefined, s: number) => c?.[String(s)] ?? 0;

/** An event in 报名管理: its application counts, opening its application list; 预约 and 统计 at hand. */
export function RunApplyCard({ card, onOpen }: { card: FunlyCardData; onOpen?: () => void }) {
  const navigate = useNavigate();
  const c = card.apply_counts;
  const open = () => {
    onOpen?.();
    void navigate(runPaths.auditList(card.id));
  };
  return (
    <FunlyCard
      card={card}
      hideDistance
      onClick={open}
      extra={
        <p className={styles.counts} data-testid="run-apply-counts">
          报名 <strong>{c ? totalOf(c) : 0}</strong> · 待审核 <strong>{n(c, ApplyStatus.pending)}</strong> · 候补{' '}
          <strong>{n(c, ApplyStatus.waitlist)}</strong> · 已签到 <strong>{n(c, ApplyStatus.checkedIn)}</strong>
        </p>
      }
      actions={
        <>
          <Button size="small" fill="outline" onClick={() => void navigate(runPaths.appoint(card.id))}>
            预约管理
          </Button>
          <Button size="small" fill="outline" onClick={() => void navigate(runPaths.stats(card.id))}>
            数据统计
          </Button>
          <Button size="small" color="primary" fill="outline" onClick={open}>
            报名审核
          </Button>
        </>
      }
    />
  );
}
