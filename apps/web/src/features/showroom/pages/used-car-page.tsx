import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { mileageText } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { positiveId } from '../../../lib/routing/route-id';
import { showCarDetailQuery } from '../api/show-car-detail';
import { BookingForm } from '../components/booking-form';
import { CarDetailBody } from '../components/car-detail-view';
import { InspectionSummary } from '../components/inspection-summary';
import styles from '../components/car-detail.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

function UsedCar({ id }: { id: number }) {
  const q = useQuery(showCarDetailQuery(id));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const car = q.data;
  return (
    <CarDetailBody
      car={car}
      footer={
        car.state === 'listed' ? (
          <BookingForm carId={car.id} booking={car.my_booking} />
        ) : (
          <p className={styles.muted}>该车已售出，暂不能预约看车</p>
        )
      }
    >
      <div className={styles.facts} aria-label="车况概览">
        <div className={styles.fact}>
          <strong>{mileageText(car.mileage_km)}</strong>
          <span>行驶里程</span>
        </div>
        <div className={styles.fact}>
          <strong>{car.registered_on ?? '—'}</strong>
          <span>上牌日期</span>
        </div>
        <div className={styles.fact}>
          <strong>{car.transfers === null ? '—' : `${car.transfers}次`}</strong>
          <span>过户次数</span>
        </div>
      </div>
      <InspectionSummary inspection={car.inspection} />
    </CarDetailBody>
  );
}

/**
 * /used-car/{id} (the route sends a bad id to /404): photos, the inspection summary, registration, annual inspection
 * and insurance expiry, transfers, mileage, price, and 预约看车 (a future slot and a mobile, seen by the dealer).
 */
export default function UsedCarPage() {
  const id = positiveId(useParams().id);
  return (
    <div className="page">
      <PageHeader />
      {id === undefined ? (
        <ErrorBlock status="empty" title="车辆不存在" description="链接有误，请返回展厅重新进入" />
      ) : (
        <UsedCar key={id} id={id} />
      )}
    </div>
  );
}
