import { Button, Tag, Toast } from 'antd-mobile';
import { Link } from 'react-router';
import type { CarBooking } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { showError } from '../../../lib/http';
import { useCarBookingHandle } from '../api/car-booking-handle';
import { showroomPaths } from './showroom-paths';
import styles from './self-list.module.css';

/** A viewing booking as the dealer sees it: the car, the time, who and their mobile; 已看车 / 取消 while pending. */
export function BookingRow({ booking: b }: { booking: CarBooking }) {
  const handle = useCarBookingHandle();
  const run = async (action: 'done' | 'cancel') => {
    if (action === 'cancel' && !(await confirmAction(`确定取消${b.nickname || '客户'}的看车预约吗？请先与客户沟通`)))
      return;
    try {
      await handle.mutateAsync({ id: b.id, action });
      Toast.show({ icon: 'success', content: action === 'done' ? '已标记为已看车' : '已取消预约' });
    } catch (e) {
      showError(e);
    }
  };
  return (
    <article className={styles.row} aria-label={`${b.car_name}的看车预约`}>
      <div className={styles.rowBody}>
        <Link to={showroomPaths.detail(b.car_id)}>{b.car_name}</Link>
        <strong>
          {b.date} {b.slot_label}
        </strong>
        <span>
          {b.nickname || '客户'} · <a href={`tel:${b.mobile}`}>{b.mobile}</a>
        </span>
      </div>
      {b.state === 'pending' ? (
        <div className={styles.rowActions}>
          <Button size="mini" color="primary" loading={handle.isPending} onClick={() => void run('done')}>
            已看车
          </Button>
          <Button size="mini" fill="outline" disabled={handle.isPending} onClick={() => void run('cancel')}>
            取消
          </Button>
        </div>
      ) : (
        <Tag color={b.state === 'done' ? 'success' : 'default'} fill="outline">
          {b.state_label}
        </Tag>
      )}
    </article>
  );
}
