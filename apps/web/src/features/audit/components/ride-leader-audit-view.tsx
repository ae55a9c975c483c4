import { Image } from 'antd-mobile';
import { formatDate, rideLicenceLabel, type RideLeader } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import styles from './funly-audit-view.module.css';

/** A ride leader application (audit type ride_leader): applicant, licence class, riding years, bike, experience, licence photo. */
export function RideLeaderAuditView({ leader: l }: { leader: RideLeader }) {
  const licence = rideLicenceLabel[l.licence_class as keyof typeof rideLicenceLabel] ?? (l.licence_class || '未填写');
  return (
    <>
      <KeyValueList
        title="领队申请"
        rows={[
          { label: '申请人', value: l.nickname || `用户${l.user_id}` },
          { label: '驾照类型', value: licence },
          { label: '骑龄', value: `${l.riding_years}年` },
          { label: '常骑车型', value: l.bike || '未填写' },
          { label: '申请时间', value: formatDate(l.create_time) },
          ...(l.reject_reason ? [{ label: '上次驳回原因', value: l.reject_reason }] : []),
        ]}
      />
      <section className="section" aria-label="骑行经历">
        <h3 className="kv-title">骑行经历</h3>
        <p className={styles.rich}>{l.experience || '未填写'}</p>
      </section>
      <section className="section" aria-label="驾驶证照片">
        <h3 className="kv-title">驾驶证照片</h3>
        {l.licence_image ? (
          <Image
            src={l.licence_image}
            alt={`${l.nickname || '申请人'}的驾驶证照片`}
            className={styles.cover}
            fit="contain"
          />
        ) : (
          <div className={styles.noCover}>未上传驾驶证照片</div>
        )}
      </section>
    </>
  );
}
