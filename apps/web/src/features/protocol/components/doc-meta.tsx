import { formatDate } from '@kc/shared';
import styles from './protocol.module.css';

/** 第N版 · 更新于 … (· 由 X 保存): the version line of an agreement. */
export function DocMeta({ version, updatedAt, by }: { version: number; updatedAt: number; by?: string }) {
  return (
    <p className={styles.meta}>
      {version > 0 ? `第${version}版 · ` : ''}更新于 {formatDate(updatedAt, 'y-m-d h:i')}
      {by ? ` · 由${by}保存` : ''}
    </p>
  );
}
