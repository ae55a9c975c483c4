import type { ShowCarCard as Card } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { SearchHistoryPanel } from '../../../components/ui/search-history';
import { fetchShowCarList } from '../api/show-car-list';
import { showroomKeys } from '../api/showroom-keys';
import { ShowCarCard } from '../components/show-car-card';

/**
 * /show-car/search: spec 5's search (an empty text searches nothing; the history keeps about 10 unique entries and
 * shows 5 before 更多) over the listed cars by name (brand, series, model), city or colour.
 */
export default function CarSearchPage() {
  return (
    <SearchHistoryPanel
      historyKey="show-car-search-history"
      placeholder="搜索品牌、车系、城市"
      emptyText="输入品牌、车系或城市搜索在售车辆"
      renderResults={(keyword, remember) => {
        const q = { keyword, sort: 'newest' as const };
        return (
          <ListView<Card>
            queryKey={showroomKeys.list(JSON.stringify(q))}
            fetchPage={fetchShowCarList(q)}
            itemKey={(c) => c.id}
            emptyText="没有找到相关车辆"
            renderItem={(c) => <ShowCarCard car={c} onOpen={remember} />}
          />
        );
      }}
    />
  );
}
