import { useNavigate } from 'react-router';
import type { FunlyCard as FunlyCardData } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { SearchHistoryPanel } from '../../../components/ui/search-history';
import { fetchFunlyList } from '../api/funly-list';
import { funlyKeys } from '../api/funly-keys';
import { FunlyCard } from '../components/funly-card';
import { positionKey, usePublicPosition } from '../../../lib/location/public-position';

/** /funly/search/funly (app/search-type-page picks it by type): the search popup of spec 5 over the published events. */
export default function FunlySearchPage() {
  const navigate = useNavigate();
  const pos = usePublicPosition();
  return (
    <SearchHistoryPanel
      historyKey="funly-search-history"
      placeholder="搜索活动名称"
      renderResults={(keyword, remember) => (
        <ListView<FunlyCardData>
          queryKey={funlyKeys.list(0, 1, keyword, positionKey(pos))}
          fetchPage={fetchFunlyList({ kind: 0, filter: 1, keyword, pos })}
          itemKey={(c) => c.id}
          emptyText="没有找到相关活动"
          renderItem={(c) => (
            <FunlyCard
              card={c}
              onClick={() => {
                remember();
                void navigate(`/funly/show?id=${c.id}`);
              }}
            />
          )}
        />
      )}
    />
  );
}
