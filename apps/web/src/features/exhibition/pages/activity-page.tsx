import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchExhibitionActivities } from '../api/exhibition-activity-list';
import { exhibitionKeys } from '../api/exhibition-keys';
import { ActivityItem } from '../components/activity-item';
import { ExhibitionGate } from '../components/exhibition-gate';
import styles from '../components/exhibition.module.css';

/** /exhibition/activity?project_id=: the exhibition's activities by start time; an event's opens its page. */
export default function ActivityPage() {
  return (
    <div className={`page ${styles.page}`}>
      <PageHeader />
      <ExhibitionGate>
        {(projectId) => (
          <div className={styles.listCard}>
            <ListView
              queryKey={exhibitionKeys.activities(projectId)}
              fetchPage={(page) => fetchExhibitionActivities(projectId, page)}
              itemKey={(a) => a.id}
              renderItem={(a) => <ActivityItem activity={a} />}
              emptyText="暂无活动"
            />
          </div>
        )}
      </ExhibitionGate>
    </div>
  );
}
