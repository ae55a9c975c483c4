import { Button, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ActionBar } from '../../../components/ui/action-bar';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { positiveId } from '../../../lib/routing/route-id';
import { showCarDetailQuery } from '../api/show-car-detail';
import { CarDetailBody } from '../components/car-detail-view';
import { InspectionSummary } from '../components/inspection-summary';
import { showroomPaths } from '../components/showroom-paths';
import styles from '../components/showroom.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

// the form, its pickers and their antd parts load when the sheet first opens, not before the car is shown
const BookingForm = lazy(() => import('../components/booking-form').then((m) => ({ default: m.BookingForm })));

function CarDetail({ id }: { id: number }) {
  const q = useQuery(showCarDetailQuery(id));
  const navigate = useNavigate();
  const [booking, setBooking] = useState(false);
  // the sheet (antd's Popup sets up its spring and gestures even while closed) mounts closed on the first tap and then
  // slides in, so a visit that books nothing pays nothing for it
  const [sheetMounted, setSheetMounted] = useState(false);
  const openBooking = () => {
    setSheetMounted(true);
    requestAnimationFrame(() => setBooking(true));
  };
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const car = q.data;
  const first = car.advisors[0];
  return (
    <div className="has-form-actions">
      <CarDetailBody car={car}>
        {car.condition === 'used' && <InspectionSummary inspection={car.inspection} />}
      </CarDetailBody>
      {car.state === 'listed' && (
        <ActionBar>
          {first && (
            <Button
              onClick={() => {
                window.location.href = `tel:${first.mobile}`;
              }}
              aria-label={`联系顾问，拨打电话给${first.name}`}
            >
              联系顾问
            </Button>
          )}
          {car.condition === 'used' ? (
            <Button color="primary" onClick={() => void navigate(showroomPaths.usedCar(car.id))}>
              车况详情与预约
            </Button>
          ) : (
            <Button color="primary" onClick={openBooking}>
              {car.my_booking ? '我的预约' : '预约看车'}
            </Button>
          )}
        </ActionBar>
      )}
      {sheetMounted && (
        <Popup
          visible={booking}
          onMaskClick={() => setBooking(false)}
          bodyClassName={styles.sheet}
          aria-label="预约看车"
        >
          <Suspense fallback={<PageLoading />}>
            <BookingForm carId={car.id} booking={car.my_booking} />
          </Suspense>
        </Popup>
      )}
    </div>
  );
}

/** /show-car/detail?id=: a car as approved — gallery, price, specs, advisors (call, WeChat), the dealer; 预约看车. */
export default function CarDetailPage() {
  const [search] = useSearchParams();
  const id = positiveId(search.get('id'));
  return (
    <div className="page">
      <PageHeader />
      {id === undefined ? (
        <ErrorBlock status="empty" title="车辆不存在" description="链接有误，请返回展厅重新进入" />
      ) : (
        <CarDetail key={id} id={id} />
      )}
    </div>
  );
}
