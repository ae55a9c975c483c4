import { useNavigate } from 'react-router';
import type { FunlyCard as FunlyCardData } from '@kc/shared';
import { DraftActions } from '../../../components/ui/draft-actions';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { fetchFunlyManagePage, funlyManageListKey } from '../api/funly-manage-list';
import { useFunlyRevoke } from '../api/funly-revoke';
import { editorPath } from '../components/editor-form-state';
import { FunlyCard } from '../components/funly-card';

const DRAFTS = { draft: true, filter: 1 as const, keyword: '' };

/** /funly-manage/manage/draft: unsubmitted events with 继续编辑 and 删除 (asks first). */
export default function FunlyManageDraftPage() {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const revoke = useFunlyRevoke();
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <ListView<FunlyCardData>
          queryKey={funlyManageListKey(businessId, DRAFTS)}
          fetchPage={fetchFunlyManagePage(DRAFTS)}
          itemKey={(c) => c.id}
          emptyText="暂无草稿"
          renderItem={(c) => (
            <FunlyCard
              card={c}
              hideDistance
              actions={
                <DraftActions
                  name={c.title}
                  remove={() => revoke.mutateAsync({ id: c.id })}
                  edit={() => void navigate(editorPath(c.id, 'draft'))}
                />
              }
            />
          )}
        />
      </RequireBusiness>
    </div>
  );
}
