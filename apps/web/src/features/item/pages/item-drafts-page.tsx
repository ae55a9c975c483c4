import { Button, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { Item } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { TicketCard } from '../../../components/ui/ticket-card';
import { showError } from '../../../lib/http';
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

  const askDelete = async (item: Item) => {
    if (!(await confirmAction(`确定删除草稿「${item.name || '未命名'}」吗？删除后不可恢复`, { danger: true }))) return;
    try {
      await act.mutateAsync({ id: item.id, action: 'delete' });
      Toast.show({ icon: 'success', content: '已删除' });
    } catch (e) {
      showError(e);
    }
  };

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
                <>
                  <Button size="small" color="danger" fill="outline" onClick={() => void askDelete(i)}>
                    删除
                  </Button>
                  <Button
                    size="small"
                    color="primary"
                    onClick={() => void navigate(itemPaths.edit(i.product_type, i.id))}
                  >
                    继续编辑
                  </Button>
                </>
              }
            />
          )}
        />
      </RequireBusiness>
    </div>
  );
}
