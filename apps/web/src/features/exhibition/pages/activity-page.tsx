import { fetchExhibitionActivities } from '../api/exhibition-activity-list';
import { exhibitionKeys } from '../api/exhibition-keys';
import { ActivityItem } from '../components/activity-item';
import { ExhibitionListPage } from '../components/exhibition-list-page';

/** /exhibition/activity?project_id=: the exhibition's activities by start time; an event's opens its page. */
export default function ActivityPage() {
  return (
    <ExhibitionListPage
      queryKey={exhibitionKeys.activities}
      fetchPage={fetchExhibitionActivities}
      renderItem={(a) => <ActivityItem activity={a} />}
      emptyText="暂无活动"
    />
  );
}
