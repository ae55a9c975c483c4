import type { FunlyCard as FunlyCardData } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { RequireBusiness } from '../../../components/ui/require-business';
import { SearchHistoryPanel } from '../../../components/ui/search-history';
import { useSession } from '../../../lib/session';
import { fetchFunlyManagePage, funlyManageListKey } from '../api/funly-manage-list';
import { ManageCard } from '../components/manage-card';

/** /funly-manage/manage/search: the search popup of spec 5 over the organiser's events (all states but drafts). */
export default function FunlyManageSearchPage() {
  const businessId = useSession((s) => s.businessId);
  return (
    <RequireBusiness>
      <SearchHistoryPanel
        historyKey="funly-manage-search-history"
        placeholder="搜索活动名称"
        renderResults={(keyword, remember) => {
          const f = { draft: false, filter: 1 as const, keyword };
          return (
            <div onClickCapture={remember}>
              <ListView<FunlyCardData>
                queryKey={funlyManageListKey(businessId, f)}
                fetchPage={fetchFunlyManagePage(f)}
                itemKey={(c) => c.id}
                emptyText="没有找到相关活动"
                renderItem={(c) => <ManageCard card={c} />}
              />
            </div>
          );
        }}
      />
    </RequireBusiness>
  );
}
