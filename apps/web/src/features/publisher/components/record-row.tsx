import { formatDate, maskPhone, type CallData, type publisherRecords } from '@kc/shared';
import styles from './record-row.module.css';

type PublishRecord = CallData<typeof publisherRecords>['list'][number];

/** One issue of a quota: to whom (name, masked mobile) and when. */
export function RecordRow({ record }: { record: PublishRecord }) {
  return (
    <div className={styles.row} data-testid="record-row">
      <div className={styles.who}>
        <strong className={styles.name}>{record.user_name || '未设置昵称'}</strong>
        <span className={styles.mobile}>{maskPhone(record.mobile)}</span>
      </div>
      <time className={styles.time}>{formatDate(record.create_time)}</time>
    </div>
  );
}
