import { Tag } from 'antd-mobile';
import { formatDate, type WriteOffRecord } from '@kc/shared';
import styles from './write-off-row.module.css';

/** One write-off: where (point name and location), when, and by whom (核销员, masked) or 自助核销. */
export function WriteOffRow({ record, showItem }: { record: WriteOffRecord; showItem?: boolean }) {
  const self = record.mode === 2;
  return (
    <article className={styles.row} aria-label={`核销记录 ${record.point_name}`}>
      <div className={styles.head}>
        <strong>{record.point_name || '核销点'}</strong>
        <Tag color={self ? 'primary' : 'success'} fill="outline">
          {self ? '自助核销' : '核销员核销'}
        </Tag>
      </div>
      {showItem && record.item_name && <p>{record.item_name}</p>}
      {record.point_location && <p>地点：{record.point_location}</p>}
      <p>{self ? '自助核销' : `核销员：${record.checker_name || '—'}`}</p>
      <p className={styles.time}>核销时间：{formatDate(record.create_time)}</p>
    </article>
  );
}
