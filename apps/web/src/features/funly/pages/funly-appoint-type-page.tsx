import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate, type FunlySlot } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { positiveId } from '../../../lib/routing/route-id';
import { useFunlyShow } from '../api/funly-show';
import styles from '../components/public.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** Slots grouped by their day (China time), in time order. */
export const slotsByDay = (slots: FunlySlot[]): [string, FunlySlot[]][] => {
  const map = new Map<string, FunlySlot[]>();
  for (const s of [...slots].sort((a, b) => a.start_time - b.start_time)) {
    const day = formatDate(s.start_time, 'y-m-d');
    map.set(day, [...(map.get(day) ?? []), s]);
  }
  return [...map.entries()];
};
export const slotLeft = (s: FunlySlot) => Math.max(0, s.capacity - s.booked);

/** /funly/appointType?id=: the event's slots by day with places left; choosing one opens /funly/appoint. */
export default function FunlyAppointTypePage() {
  const navigate = useNavigate();
  const id = positiveId(useSearchParams()[0].get('id'));
  const q = useFunlyShow(id);
  const body = () => {
    if (!id) return <ErrorBlock status="empty" title="活动不存在" description="链接有误，请返回后重试" />;
    if (q.isPending) return <PageLoading />;
    if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
    const f = q.data;
    if (f.slots.length === 0) return <div className="list-status">该活动无需预约时段</div>;
    return (
      <>
        {!f.actions.book && (
          <p className={styles.previewBanner} role="note">
            {f.mine ? '当前报名状态不可预约' : '报名成功后可预约时段'}
          </p>
        )}
        {slotsByDay(f.slots).map(([day, slots]) => (
          <section key={day} aria-label={day}>
            <h2 className={styles.day}>{day}</h2>
            {slots.map((s) => {
              const mine = f.mine?.slot_id === s.id;
              return (
                <div key={s.id} className={`${styles.row} ${styles.slot}`} aria-current={mine || undefined}>
                  <div className={styles.rowBody}>
                    <p className={styles.rowTitle}>
                      {s.title}
                      {mine ? '（已预约）' : ''}
                    </p>
                    <p className={styles.muted}>
                      {formatDate(s.start_time, 'h:i')} - {formatDate(s.end_time, 'h:i')} · 剩余{slotLeft(s)}个
                    </p>
                  </div>
                  {f.actions.book && !mine && (
                    <Button
                      size="small"
                      color="primary"
                      disabled={slotLeft(s) === 0}
                      aria-label={`预约${s.title}`}
                      onClick={() => void navigate(`/funly/appoint?id=${f.id}&slot=${s.id}`)}
                    >
                      {slotLeft(s) === 0 ? '已约满' : '预约'}
                    </Button>
                  )}
                </div>
              );
            })}
          </section>
        ))}
      </>
    );
  };
  return (
    <div className="page">
      <PageHeader />
      {body()}
    </div>
  );
}
