import type { RideCard as RideCardData } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { SearchHistoryPanel } from '../../../components/ui/search-history';
import { fetchRideList } from '../api/ride-list';
import { rideKeys } from '../api/ride-keys';
import { RideCard } from '../components/ride-card';
import { ridePaths } from '../components/ride-paths';
import { positionKey, usePublicPosition } from '../../../lib/location/public-position';

/**
 * /funly/search/ride: the search popup of spec 5 (same history UI as the event search) over the open rides,
 * by title, meeting place or route.
 */
export default function RideSearchPage() {
  const pos = usePublicPosition();
  return (
    <SearchHistoryPanel
      historyKey="ride-search-history"
      placeholder="搜索骑行名称、集合地点、路线"
      renderResults={(keyword, remember) => (
        <ListView<RideCardData>
          queryKey={rideKeys.list(keyword, positionKey(pos))}
          fetchPage={fetchRideList({ keyword, pos })}
          itemKey={(c) => c.id}
          emptyText="没有找到相关骑行"
          renderItem={(c) => <RideCard ride={c} to={ridePaths.show(c.id)} onOpen={remember} />}
        />
      )}
    />
  );
}
