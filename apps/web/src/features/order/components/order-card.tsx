import { Button, Tag } from 'antd-mobile';
import type { Order } from '@kc/shared';
import { orderStateColor, orderTime, yuan } from '../utils/order-text';
import styles from './order-card.module.css';

export interface OrderCardProps {
  order: Order;
  onOpen: () => void;
  onPay: () => void;
  onRefund: () => void;
}

/** An order in the list: item, quantity, amount, state and time, with 去支付 / 申请退款 (as the server allows) and 详情. */
export function OrderCard({ order, onOpen, onPay, onRefund }: OrderCardProps) {
  return (
    <article className={styles.card} aria-label={order.item_name} onClick={onOpen}>
      <div className={styles.head}>
        <span>{order.project_name || order.business_name}</span>
        <Tag color={orderStateColor(order.state)} fill="outline">
          {order.state_label}
        </Tag>
      </div>
      <h3>{order.item_name}</h3>
      <div className={styles.line}>
        <span>
          {yuan(order.unit_price)} × {order.quantity}
        </span>
        <span>
          合计 <strong>{yuan(order.amount)}</strong>
        </span>
      </div>
      {order.refunded_quantity > 0 && (
        <div className={styles.line}>
          <span>已退 {order.refunded_quantity} 张</span>
          <span>退款 {yuan(order.refunded_amount)}</span>
        </div>
      )}
      <p className={styles.time}>下单时间 {orderTime(order.create_time)}</p>
      <div className={styles.actions} onClick={(e) => e.stopPropagation()}>
        {order.actions.includes('refund') && (
          <Button size="small" onClick={onRefund}>
            申请退款
          </Button>
        )}
        <Button size="small" onClick={onOpen}>
          详情
        </Button>
        {order.actions.includes('pay') && (
          <Button size="small" color="primary" onClick={onPay}>
            去支付
          </Button>
        )}
      </div>
    </article>
  );
}
