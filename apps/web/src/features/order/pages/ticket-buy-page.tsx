import { useSearchParams } from 'react-router';
import type { SaleItem } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useProjectSaleItems, useSaleItem } from '../api/sale-list';
import { BuyForm } from '../components/buy-form';
import { OrderShell } from '../components/order-shell';
import { PageNotice } from '../components/page-notice';
import { useSpm } from '../hooks/use-spm';
import { orderPaths, positiveId } from '../utils/order-paths';

/**
 * /exhibition/ticket/buy?id=<item_id> (or ?project_id= to choose among a project's tickets): the ticket
 * type among the project's items on sale, quantity, holder, total; 提交订单 creates the order and opens
 * its payment page.
 */
export default function TicketBuyPage() {
  const [search] = useSearchParams();
  const itemId = positiveId(search.get('id'));
  const projectParam = positiveId(search.get('project_id'));
  const spm = useSpm();
  const one = useSaleItem(itemId);
  const projectId = projectParam ?? one.data?.project_id ?? undefined;
  const project = useProjectSaleItems(projectId);

  const body = () => {
    if (!itemId && !projectParam) {
      return (
        <PageNotice
          title="链接无效"
          description="缺少门票编号"
          action={{ text: '查看在售门票', to: orderPaths.sale() }}
        />
      );
    }
    if (itemId && one.isPending) return <PageLoading />;
    if (itemId && one.isError) return <LoadError error={one.error} onRetry={() => void one.refetch()} />;
    if (projectId && project.isPending) return <PageLoading />;
    if (projectId && project.isError) return <LoadError error={project.error} onRetry={() => void project.refetch()} />;
    const choices: SaleItem[] = [...(project.data ?? [])];
    if (one.data && !choices.some((c) => c.item_id === one.data!.item_id)) choices.unshift(one.data);
    if (choices.length === 0) {
      return (
        <PageNotice
          title="该商品当前不可购买"
          description="门票不在销售期或已下架"
          action={{ text: '查看在售门票', to: orderPaths.sale() }}
        />
      );
    }
    return (
      <BuyForm
        choices={choices}
        itemId={itemId}
        spm={spm}
        storageKey={`order-buy:${itemId ?? 0}:${projectParam ?? 0}`}
      />
    );
  };

  return <OrderShell>{body()}</OrderShell>;
}
