import { useFunlyShow } from '../api/funly-show';
import styles from './run.module.css';

/** The event's title over a run screen (nothing while it loads or when it cannot be read). */
export function RunEventTitle({ id, prefix }: { id: number; prefix?: string }) {
  const q = useFunlyShow(id);
  if (!q.data) return null;
  return (
    <p className={styles.eventTitle}>
      {prefix}
      {q.data.title || '未命名活动'}
    </p>
  );
}
