import { Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import type { Order } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { fetchOrders } from '../api/order-list';
import { orderKeys } from '../api/order-keys';
import { OrderCard } from '../components/order-card';
import { OrderShell } from '../components/order-shell';
import { ORDER_TABS, filterOf } from '../utils/order-text';
import { orderPaths } from '../utils/order-paths';
import styles from './order-list-page.module.css';

/**
 * /my/order/list (?tab=unpaid|paid|refunding|refunded|cancelled): the caller's orders by state, newest
 * first, with 去支付 and 申请退款 as the server allows them, and 详情.
 */
export default function OrderListPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search.get('tab'));
  const go = (to: string) => void navigate(to);

  return (
    <OrderShell>
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
        queryKey={orderKeys.list(filter)}
        fetchPage={fetchOrders(filter)}
        itemKey={(o) => o.id}
        renderItem={(o) => (
          <OrderCard
            order={o}
            onOpen={() => go(orderPaths.detail(o.id))}
            onPay={() => go(orderPaths.payment(o.id))}
            onRefund={() => go(orderPaths.refund(o.id))}
          />
        )}
      />
    </OrderShell>
  );
}
