import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { ActionBar } from '../../../components/ui/action-bar';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useOrderInfo } from '../api/order-info';
import { useSaleItem } from '../api/sale-list';
import { InvalidLink } from '../components/page-notice';
import { SaleCard, stockText } from '../components/sale-card';
import { yuan } from '../utils/order-text';
import { orderPaths, positiveId } from '../utils/order-paths';
import { OrderShell } from '../components/order-shell';
import '../components/order.css';

/**
 * /my/order/goodsDetail/{id}: the item of an order — name, rule, validity, price — as it is on sale now, with
 * 再次购买; an item no longer on sale shows what the order recorded.
 */
export default function OrderGoodsPage() {
  const id = positiveId(useParams().id);
  if (!id) {
    return (
      <OrderShell>
        <InvalidLink />
      </OrderShell>
    );
  }
  return <Goods id={id} />;
}

function Goods({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useOrderInfo(id);
  const item = useSaleItem(q.data?.item_id);

  if (q.isPending || (q.data && item.isPending)) {
    return (
      <OrderShell>
        <PageLoading />
      </OrderShell>
    );
  }
  if (q.isError) {
    return (
      <OrderShell>
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      </OrderShell>
    );
  }
  const order = q.data;
  const onSale = item.data ?? null;

  return (
    <OrderShell>
      <div className="has-form-actions">
        {onSale ? (
          <>
            <SaleCard item={onSale} />
            <KeyValueList
              title="商品信息"
              rows={[
                { label: '商品名称', value: onSale.name },
                { label: '所属项目', value: onSale.project_name || '-' },
                { label: '主办方', value: onSale.business_name || '-' },
                { label: '有效期', value: onSale.date_string || '待定' },
                { label: '售价', value: yuan(onSale.sell_value) },
                { label: '库存', value: stockText(onSale) },
                { label: '每人限购', value: `${onSale.per_user_limit} 张` },
                { label: '使用规则', value: onSale.rule_content || '-' },
              ]}
            />
          </>
        ) : (
          <>
            <KeyValueList
              title="商品信息"
              rows={[
                { label: '商品名称', value: order.item_name },
                { label: '所属项目', value: order.project_name || '-' },
                { label: '主办方', value: order.business_name || '-' },
                { label: '购买单价', value: yuan(order.unit_price) },
                ...(order.holdings[0]
                  ? [
                      { label: '有效期', value: order.holdings[0].date_string || '待定' },
                      { label: '使用规则', value: order.holdings[0].ticket_rule_content || '-' },
                    ]
                  : []),
              ]}
            />
            <p className="form-tip">该商品当前不在销售中</p>
          </>
        )}
      </div>
      <ActionBar>
        <Button
          color="primary"
          disabled={!onSale || onSale.remaining <= 0}
          onClick={() => void navigate(orderPaths.buy(order.item_id))}
        >
          {onSale && onSale.remaining <= 0 ? '已售罄' : '再次购买'}
        </Button>
      </ActionBar>
    </OrderShell>
  );
}
