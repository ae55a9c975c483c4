import type { Order } from '@kc/shared';
import { KeyValueList, type KeyValueRow } from '../../../components/ui/key-value-list';
import { orderTime, yuan } from '../utils/order-text';

const PAY_METHOD_LABELS: Record<string, string> = { sandbox: '模拟支付', wxpay: '微信支付', webpay: '网页支付' };

/** Every field of an order as label / value rows. */
export function OrderFields({ order }: { order: Order }) {
  const rows: KeyValueRow[] = [
    { label: '订单编号', value: order.order_sn },
    { label: '订单状态', value: order.state_label },
    { label: '商品名称', value: order.item_name },
    { label: '所属项目', value: order.project_name || '-' },
    { label: '主办方', value: order.business_name || '-' },
    { label: '持票人', value: order.holder_name || '本人' },
    { label: '单价', value: yuan(order.unit_price) },
    { label: '数量', value: `${order.quantity} 张` },
    { label: '订单金额', value: yuan(order.amount) },
  ];
  if (order.refunded_quantity > 0 || order.refunded_amount > 0) {
    rows.push({ label: '已退款', value: `${order.refunded_quantity} 张 / ${yuan(order.refunded_amount)}` });
  }
  if (order.state === 'paid' || order.refunded_quantity > 0) {
    rows.push({ label: '可退数量', value: `${order.refundable} 张` });
  }
  rows.push({ label: '下单时间', value: orderTime(order.create_time) });
  if (order.pay_time) {
    rows.push({ label: '支付时间', value: orderTime(order.pay_time) });
    rows.push({ label: '支付方式', value: PAY_METHOD_LABELS[order.pay_method] ?? (order.pay_method || '-') });
  }
  return <KeyValueList title="订单信息" rows={rows} />;
}
