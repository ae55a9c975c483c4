import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useSaleItem } from '../api/sale-list';
import { BuyForm } from '../components/buy-form';
import { OrderShell } from '../components/order-shell';
import { PageNotice } from '../components/page-notice';
import { useSpm } from '../hooks/use-spm';
import { positiveId } from '../utils/order-paths';

/**
 * /app/distribute-buy?id=<item_id>&spm=: buying one distributed ticket or coupon — quantity, holder,
 * total, 提交订单 — with the link's spm (or the one remembered at entry) attributing the order.
 */
export default function DistributeBuyPage() {
  const [search] = useSearchParams();
  const itemId = positiveId(search.get('id'));
  const spm = useSpm();
  const q = useSaleItem(itemId);
  const title = q.data?.product_type === 2 ? '购买卡券' : '购买票券';

  const body = () => {
    if (!itemId) return <PageNotice title="链接无效" description="缺少票券编号" />;
    if (q.isPending) return <PageLoading />;
    if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
    if (!q.data) return <PageNotice title="该商品当前不可购买" description="票券不在销售期或已下架" />;
    return <BuyForm choices={[q.data]} itemId={itemId} spm={spm} storageKey={`order-distribute-buy:${itemId}`} />;
  };

  return <OrderShell title={title}>{body()}</OrderShell>;
}
