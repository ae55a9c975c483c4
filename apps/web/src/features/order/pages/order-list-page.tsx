import { Button, Tabs } from 'antd-mobile';
import { cx } from '../../../components/ui/cx';
import { useNavigate, useSearchParams } from 'react-router';
import type { Order } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { fetchOrders } from '../api/order-list';
import { orderKeys } from '../api/order-keys';
import { OrderCard } from '../components/order-card';
import { OrderShell } from '../components/order-shell';
import { useListEmpty } from '../hooks/use-list-empty';
import { ORDER_TABS, filterOf } from '../utils/order-text';
import { orderPaths } from '../utils/order-paths';
import styles from './order-list-page.module.css';

/**
 * /my/order/list (?tab=unpaid|paid|refunding|refunded|cancelled — 我的's 待付款 opens ?tab=unpaid): the caller's
 * orders by state, newest first, with 去支付 and 申请退款 as the server allows them, and 详情; with none,
 * 暂无订单 and 去购票.
 */
export default function OrderListPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search.get('tab'));
  const queryKey = orderKeys.list(filter);
  const empty = useListEmpty(queryKey);
  const go = (to: string) => void navigate(to);

  return (
    <OrderShell className={cx(styles.screen, empty && styles.isEmpty)}>
      <Tabs
        className={styles.tabs}
        activeKey={filter}
        onChange={(key) => setSearch(key === 'all' ? {} : { tab: key }, { replace: true })}
      >
        {ORDER_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.label} />
        ))}
      </Tabs>
      <ListView<Order>
        key={filter}
        queryKey={queryKey}
        fetchPage={fetchOrders(filter)}
        itemKey={(o) => o.id}
        emptyText={filter === 'all' ? '暂无订单' : `暂无${ORDER_TABS.find((t) => t.key === filter)?.label ?? ''}订单`}
        renderItem={(o) => (
          <OrderCard
            order={o}
            onOpen={() => go(orderPaths.detail(o.id))}
            onPay={() => go(orderPaths.payment(o.id))}
            onRefund={() => go(orderPaths.refund(o.id))}
          />
        )}
      />
      {empty && (
        <div className={styles.empty}>
          <p>{filter === 'all' ? '还没有买过门票，去看看正在售卖的门票吧' : '换个状态看看，或去看看正在售卖的门票'}</p>
          <Button color="primary" shape="rounded" onClick={() => go(orderPaths.sale())}>
            去购票
          </Button>
        </div>
      )}
    </OrderShell>
  );
}
