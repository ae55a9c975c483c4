import { Image, ImageViewer, Tag } from 'antd-mobile';
import { formatDate, type Declaration } from '@kc/shared';
import styles from './epidemic.module.css';

/** One declaration in the business's list: who, when, symptoms (red when any), travel and the health code. */
export function DeclarationRow({ d }: { d: Declaration }) {
  return (
    <article className={styles.row} aria-label={`${d.name}的申报`}>
      <div className={styles.rowMain}>
        <p className={styles.rowName}>
          {d.name}{' '}
          <Tag color={d.has_symptoms ? 'danger' : 'success'} fill="outline">
            {d.has_symptoms ? '有症状' : '无症状'}
          </Tag>
        </p>
        <p className={styles.rowLine}>
          {d.mobile} · {formatDate(d.update_time, 'm-d h:i')} 提交
        </p>
        <p className={styles.rowLine}>症状：{d.symptom_labels.join('、')}</p>
        <p className={styles.rowLine}>旅居史：{d.travel || '未填写'}</p>
      </div>
      <button
        type="button"
        className={styles.linkButton}
        aria-label={`查看${d.name}的健康码截图`}
        onClick={() => ImageViewer.show({ image: d.health_code })}
      >
        <Image src={d.health_code} alt={`${d.name}的健康码截图`} fit="cover" className={styles.thumb} />
      </button>
    </article>
  );
}
