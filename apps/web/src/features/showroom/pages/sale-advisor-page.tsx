import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ShowCarCard as Card } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { positiveId } from '../../../lib/routing/route-id';
import { fetchSaleAdvisorShow } from '../api/sale-advisor-show';
import { showroomKeys } from '../api/showroom-keys';
import { AdvisorCard } from '../components/advisor-card';
import { ShowCarCard } from '../components/show-car-card';
import styles from '../components/car-detail.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

function Advisor({ id }: { id: number }) {
  const head = useQuery({
    queryKey: [...showroomKeys.advisorPage(id), 'head'],
    queryFn: () => fetchSaleAdvisorShow(id)(1),
  });
  if (head.isPending) return <PageLoading />;
  if (head.isError) return <LoadError error={head.error} onRetry={() => void head.refetch()} />;
  const { advisor, dealer_name, count } = head.data;
  return (
    <>
      <section className="section" aria-label="顾问名片">
        <div className={styles.advisors}>
          <AdvisorCard advisor={advisor} link={false} />
        </div>
        <p className={styles.muted}>
          {dealer_name} · 在售车辆 {count} 辆
        </p>
      </section>
      <h2 className={styles.listTitle}>TA负责的车辆</h2>
      <ListView<Card>
        queryKey={showroomKeys.advisorPage(id)}
        fetchPage={fetchSaleAdvisorShow(id)}
        itemKey={(c) => c.id}
        emptyText="暂无在售车辆"
        renderItem={(c) => <ShowCarCard car={c} />}
      />
    </>
  );
}

/** /show-car/saleAdvisor?id=: a sale advisor's card (call, WeChat), their dealer and the listed cars they serve. */
export default function SaleAdvisorPage() {
  const [search] = useSearchParams();
  const id = positiveId(search.get('id'));
  return (
    <div className="page">
      <PageHeader />
      {id === undefined ? (
        <ErrorBlock status="empty" title="销售顾问不存在" description="链接有误，请返回展厅重新进入" />
      ) : (
        <Advisor key={id} id={id} />
      )}
    </div>
  );
}
