import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { Order } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { useOrderInfo } from '../api/order-info';
import { useSaleItem } from '../api/sale-list';
import { OrderIdRoute } from '../components/order-id-route';
import { OrderShell } from '../components/order-shell';
import { SaleCard, stockText } from '../components/sale-card';
import { yuan } from '../utils/order-text';
import { orderPaths } from '../utils/order-paths';

/**
 * /my/order/goodsDetail/{id}: the item of an order — name, rule, validity, price — as it is on sale now, with
 * 再次购买; an item no longer on sale shows what the order recorded.
 */
export default function OrderGoodsPage() {
  return <OrderIdRoute>{(id) => <Goods id={id} />}</OrderIdRoute>;
}

function Goods({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useOrderInfo(id);
  const item = useSaleItem(q.data?.item_id);

  const body = (order: Order) => {
    const onSale = item.data ?? null;
    return (
      <>
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
      </>
    );
  };

  return (
    <OrderShell query={q} waiting={!!q.data && item.isPending}>
      {body}
    </OrderShell>
  );
}
