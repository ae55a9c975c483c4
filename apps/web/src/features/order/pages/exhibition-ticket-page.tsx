import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import type { SaleItem } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { fetchSaleItems } from '../api/sale-list';
import { orderKeys } from '../api/order-keys';
import { OrderShell } from '../components/order-shell';
import { SaleCard } from '../components/sale-card';
import { orderPaths, positiveId } from '../utils/order-paths';
import styles from './exhibition-ticket-page.module.css';

/**
 * /exhibition/ticket (and the 购票 home tab): the paid tickets on sale now (sold-out ones last), of one project
 * with ?project_id= (只看该展会门票 on a card; there is no public project page yet); each card shows name,
 * project, validity, price and stock, and the card and 购买 open the buy screen. Public: no login-only call.
 */
export default function ExhibitionTicketPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const projectId = positiveId(search.get('project_id'));
  const filterBy = (item: SaleItem) => {
    if (item.project_id) setSearch({ project_id: String(item.project_id) });
  };

  return (
    <OrderShell>
      {projectId && (
        <div className={styles.filter} role="status">
          <span>仅显示所选展会的门票</span>
          <Button size="mini" fill="none" color="primary" onClick={() => setSearch({})}>
            查看全部
          </Button>
        </div>
      )}
      <ListView<SaleItem>
        queryKey={orderKeys.saleList(projectId)}
        fetchPage={fetchSaleItems(projectId)}
        itemKey={(i) => i.item_id}
        renderItem={(item) => (
          <SaleCard
            item={item}
            to={orderPaths.buy(item.item_id)}
            onProject={projectId ? undefined : () => filterBy(item)}
            action={
              <Button
                size="small"
                color="primary"
                disabled={item.remaining <= 0}
                onClick={() => void navigate(orderPaths.buy(item.item_id))}
              >
                购买
              </Button>
            }
          />
        )}
      />
    </OrderShell>
  );
}
