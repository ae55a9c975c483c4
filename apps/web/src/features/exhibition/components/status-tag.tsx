import type { ExhibitionStatus } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import styles from './exhibition.module.css';

const TONE: Record<ExhibitionStatus, string> = {
  ongoing: styles.tagOngoing!,
  upcoming: styles.tagUpcoming!,
  over: styles.tagOver!,
};

/** 进行中 / 未开始 / 已结束, as the server labels it. */
export function StatusTag({ status, label }: { status: ExhibitionStatus; label: string }) {
  return <span className={cx(styles.tag, TONE[status])}>{label}</span>;
}
