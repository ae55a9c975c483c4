import { Navigate, useNavigate, useParams } from 'react-router';
import type { FunlyCard as FunlyCardData } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { SearchHistoryPanel } from '../../../components/ui/search-history';
import { fetchFunlyList } from '../api/funly-list';
import { funlyKeys } from '../api/funly-keys';
import { FunlyCard } from '../components/funly-card';
import { positionKey, usePublicPosition } from '../components/public-position';

/** /funly/search/{type} (type funly): the search popup of spec 5 over the published events. */
export default function FunlySearchPage() {
  const navigate = useNavigate();
  const type = useParams().type;
  const pos = usePublicPosition();
  if (type !== 'funly') return <Navigate to="/404" replace />;
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
