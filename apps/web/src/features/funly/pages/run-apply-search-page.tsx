import type { FunlyCard as FunlyCardData } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { RequireBusiness } from '../../../components/ui/require-business';
import { SearchHistoryPanel } from '../../../components/ui/search-history';
import { useSession } from '../../../lib/session';
import { fetchFunlyManagePage, funlyManageListKey } from '../api/funly-manage-list';
import { RunApplyCard } from '../components/run-apply-card';
import { RequireLogin } from '../../../components/ui/require-login';

function ApplySearch() {
  const businessId = useSession((s) => s.businessId);
  return (
    <SearchHistoryPanel
      historyKey="funly-apply-search-history"
      placeholder="搜索活动名称"
      renderResults={(keyword, remember) => {
        const f = { draft: false, filter: 1 as const, keyword };
        return (
          <ListView<FunlyCardData>
            queryKey={funlyManageListKey(businessId, f)}
            fetchPage={fetchFunlyManagePage(f)}
            itemKey={(c) => c.id}
            emptyText="没有找到相关活动"
            renderItem={(c) => <RunApplyCard card={c} onOpen={remember} />}
          />
        );
      }}
    />
  );
}

/** /funly-manage/apply/search: the search popup of spec 5 over the organiser's events, opening their applications. */
export default function RunApplySearchPage() {
  return (
    <RequireLogin>
      <RequireBusiness>
        <ApplySearch />
      </RequireBusiness>
    </RequireLogin>
  );
}
