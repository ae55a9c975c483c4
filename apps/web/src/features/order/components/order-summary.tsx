import type { Order } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { orderTime, yuan } from '../utils/order-text';

/** What is being paid for: item, project, holder, price, quantity, order number, time. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <KeyValueList
      title="商品信息"
      rows={[
        { label: '商品名称', value: order.item_name },
        { label: '所属项目', value: order.project_name || '-' },
        { label: '持票人', value: order.holder_name || '本人' },
        { label: '单价', value: yuan(order.unit_price) },
        { label: '数量', value: `${order.quantity} 张` },
        { label: '应付金额', value: yuan(order.amount) },
        { label: '订单编号', value: order.order_sn },
        { label: '下单时间', value: orderTime(order.create_time) },
      ]}
    />
  );
}
