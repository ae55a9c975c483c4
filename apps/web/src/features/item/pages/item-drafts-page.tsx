import { useNavigate } from 'react-router';
import { DraftActions } from '../../../components/ui/draft-actions';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { TicketCard } from '../../../components/ui/ticket-card';
import { useSession } from '../../../lib/session';
import { useItemAction } from '../api/item-action';
import { fetchItemPage, itemListKey } from '../api/item-list';
import { ItemStatusTag } from '../components/item-status-tag';
import { itemPaths } from '../utils/item-paths';
import '../components/item.css';

const DRAFTS = { filter: 0, drafts: true, keyword: '' };

/** /ticket-invitation/drafts (kept alive): unsubmitted items with 继续编辑 and 删除 (asks first). */
export default function ItemDraftsPage() {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const act = useItemAction();

  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <ListView
          queryKey={itemListKey(businessId, DRAFTS)}
          fetchPage={fetchItemPage(DRAFTS)}
          itemKey={(i) => i.id}
          emptyText="暂无草稿"
          renderItem={(i) => (
            <TicketCard
              item={i}
              tag={<ItemStatusTag status={i.status} />}
              actions={
                <DraftActions
                  name={i.name}
                  remove={() => act.mutateAsync({ id: i.id, action: 'delete' })}
                  edit={() => void navigate(itemPaths.edit(i.product_type, i.id))}
                />
              }
            />
          )}
        />
      </RequireBusiness>
    </div>
  );
}
