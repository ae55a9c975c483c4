import { Button, Tag } from 'antd-mobile';
import type { Order } from '@kc/shared';
import { orderStateColor, orderTime, yuan } from '../utils/order-text';
import './order.css';

export interface OrderCardProps {
  order: Order;
  onOpen: () => void;
  onPay: () => void;
  onRefund: () => void;
}

/** An order in the list: item, quantity, amount, state and time, with 去支付 / 申请退款 / 详情. */
export function OrderCard({ order, onOpen, onPay, onRefund }: OrderCardProps) {
  return (
    <article className="order-card" aria-label={order.item_name} onClick={onOpen}>
      <div className="order-card-head">
        <span>{order.project_name || order.business_name}</span>
        <Tag color={orderStateColor(order.state)} fill="outline">
          {order.state_label}
        </Tag>
      </div>
      <h3>{order.item_name}</h3>
      <div className="order-card-line">
        <span>
          {yuan(order.unit_price)} × {order.quantity}
        </span>
        <span>
          合计 <strong>{yuan(order.amount)}</strong>
        </span>
      </div>
      {order.refunded_quantity > 0 && (
        <div className="order-card-line">
          <span>已退 {order.refunded_quantity} 张</span>
          <span>退款 {yuan(order.refunded_amount)}</span>
        </div>
      )}
      <p className="order-card-time">下单时间 {orderTime(order.create_time)}</p>
      <div className="order-card-actions" onClick={(e) => e.stopPropagation()}>
        {order.state === 'paid' && order.refundable > 0 && (
          <Button size="small" onClick={onRefund}>
            申请退款
          </Button>
        )}
        <Button size="small" onClick={onOpen}>
          详情
        </Button>
        {order.state === 'unpaid' && (
          <Button size="small" color="primary" onClick={onPay}>
            去支付
          </Button>
        )}
      </div>
    </article>
  );
}
