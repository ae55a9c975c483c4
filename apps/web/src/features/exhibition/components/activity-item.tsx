import type { ExhibitionActivity } from '@kc/shared';
import { useNavigate } from 'react-router';
import { timeRange } from './exhibition-dates';
import { exhibitionPaths } from './exhibition-paths';
import styles from './exhibition.module.css';

/** One activity: cover, title, time and place; linked to its event page when it is a funly event. */
export function ActivityItem({ activity: a }: { activity: ExhibitionActivity }) {
  const navigate = useNavigate();
  const body = (
    <>
      {a.cover && <img className={styles.activityCover} src={a.cover} alt={`${a.title}的封面`} loading="lazy" />}
      <span className={styles.newsBody}>
        <span className={styles.activityTitle}>{a.title}</span>
        <span className={styles.subtle}>{timeRange(a.start_time, a.end_time)}</span>
        <span className={styles.subtle}>{a.place}</span>
        {a.event_id !== null && <span className={styles.eventLink}>查看活动详情 ›</span>}
      </span>
    </>
  );
  return a.event_id !== null ? (
    <button type="button" className={styles.activity} onClick={() => void navigate(exhibitionPaths.event(a.event_id!))}>
      {body}
    </button>
  ) : (
    <div className={styles.activity}>{body}</div>
  );
}
