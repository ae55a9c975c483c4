import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { HoldingList } from '../components/holding-list';
import { ListScreen } from '../components/holding-screen';
import { ScopeTabs } from '../components/scope-tabs';
import { SearchHistoryPanel as SearchPanel } from '../../../components/ui/search-history';
import { HISTORY_TYPES, historyTypeOf, scopeOfTime, type Scope } from '../utils/holding-paths';

/**
 * /my/history/{type}/search and /my/history/3/search: the search popup of spec 5 over the caller's items of
 * one type (?time=2 starts on 已失效).
 */
export default function HistorySearchPage() {
  // /my/history/3/search has no :type
  const type = historyTypeOf(useParams().type ?? '3');
  const [search] = useSearchParams();
  const [scope, setScope] = useState<Scope>(scopeOfTime(search.get('time')) ?? 'valid');
  if (!type) return <Navigate to="/404" replace />;
  return (
    <SearchPanel
      historyKey={`holding-search-history-${type}`}
      placeholder={`搜索${HISTORY_TYPES[type]}名称`}
      renderResults={(keyword, remember) => (
        <ListScreen>
          <ScopeTabs scope={scope} onChange={setScope} />
          <HoldingList filter={{ productType: type, scope, keyword }} onOpen={remember} />
        </ListScreen>
      )}
    />
  );
}
