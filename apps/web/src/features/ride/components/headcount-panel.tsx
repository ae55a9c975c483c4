import { Button, Tag, Toast } from 'antd-mobile';
import { formatDate, rideRoleLabel, type RideHeadcount } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { showError } from '../../../lib/http';
import { useRideClockinReview } from '../api/ride-clockin-review';
import { useHeadcount } from './use-headcount';
import styles from './headcount-panel.module.css';

type ReviewItem = RideHeadcount['review'][number];

/** A clock-in waiting for the crew: who, where, why, how far, the position sent; 通过 / 不通过. */
function ReviewRow({ item }: { item: ReviewItem }) {
  const review = useRideClockinReview();
  const who = `${item.nickname}在${item.checkpoint_name}的打卡`;
  const decide = (pass: boolean) =>
    review.mutate(
      { id: item.id, pass },
      {
        onSuccess: () => Toast.show({ icon: 'success', content: pass ? '已通过' : '已标记不通过' }),
        onError: showError,
      },
    );
  return (
    <li className={styles.item} aria-label={who}>
      <strong>{item.nickname}</strong> · {item.checkpoint_name}
      <p className={styles.reason}>{item.reason || '待确认'}</p>
      <p className={styles.meta}>
        距打卡点 {item.distance_m} 米 · {formatDate(item.create_time, 'h:i')} ·{' '}
        {item.lat !== null && item.lng !== null ? `位置 ${item.lat.toFixed(6)}, ${item.lng.toFixed(6)}` : '位置已删除'}
      </p>
      <div className={styles.buttons}>
        <Button
          size="mini"
          color="danger"
          fill="outline"
          disabled={review.isPending}
          onClick={() => decide(false)}
          aria-label={`不通过${who}`}
        >
          不通过
        </Button>
        <Button
          size="mini"
          color="primary"
          loading={review.isPending}
          onClick={() => decide(true)}
          aria-label={`通过${who}`}
        >
          通过
        </Button>
      </div>
    </li>
  );
}

function Checkpoints({ list }: { list: RideHeadcount['checkpoints'] }) {
  if (list.length === 0) return <p className={styles.meta}>暂无打卡点</p>;
  return (
    <>
      {list.map((c) => (
        <section key={c.id} className={`section ${styles.block}`} aria-label={`打卡点${c.name}`}>
          <h3 className={styles.title}>
            {c.seq}. {c.name}
            <span className={styles.sub}>
              已到 {c.reached.length} · 未到 {c.missing.length}
            </span>
          </h3>
          {c.reached.length > 0 && (
            <>
              <p className={styles.label}>已到</p>
              <ul className={styles.names}>
                {c.reached.map((r) => (
                  <li key={r.user_id}>
                    {r.nickname} {formatDate(r.time, 'h:i')}
                    {r.status === 2 && (
                      <Tag color="warning" fill="outline">
                        待确认
                      </Tag>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {c.missing.length > 0 && (
            <>
              <p className={styles.label}>未到</p>
              <ul className={`${styles.names} ${styles.missing}`}>
                {c.missing.map((m) => (
                  <li key={m.user_id}>{m.nickname}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
    </>
  );
}

/**
 * The crew's live headcount (`<HeadcountPanel rideId={id} />`): clock-ins waiting for review first, then each
 * checkpoint's reached and missing riders, then the riders with their roles. New clock-ins appear without a reload.
 */
export function HeadcountPanel({ rideId }: { rideId: number }) {
  const { data, error, retry } = useHeadcount(rideId);
  if (!data && error) return <LoadError error={error} onRetry={retry} />;
  if (!data) return <PageLoading />;
  const passengers = data.riders.reduce((n, r) => n + r.passengers, 0);
  return (
    <div className={styles.panel}>
      <p className={styles.live} role="status">
        实时点名中，新的打卡会自动出现
      </p>
      <section className={`section ${styles.block}`} aria-label="待确认打卡">
        <h3 className={styles.title}>
          待确认打卡
          <span className={styles.sub}>{data.review.length} 条</span>
        </h3>
        {data.review.length === 0 ? (
          <p className={styles.meta}>暂无待确认的打卡</p>
        ) : (
          <ul className={styles.queue}>
            {data.review.map((r) => (
              <ReviewRow key={r.id} item={r} />
            ))}
          </ul>
        )}
      </section>
      <Checkpoints list={data.checkpoints} />
      <section className={`section ${styles.block}`} aria-label="骑友名单">
        <h3 className={styles.title}>
          骑友名单
          <span className={styles.sub}>
            {data.riders.length} 人{passengers > 0 ? `（另有同乘 ${passengers} 人）` : ''}
          </span>
        </h3>
        <ul className={styles.names}>
          {data.riders.map((r) => (
            <li key={r.user_id}>
              {r.nickname}
              {r.role && (
                <Tag color="primary" fill="outline">
                  {rideRoleLabel[r.role]}
                </Tag>
              )}
            </li>
          ))}
        </ul>
      </section>
      {error && <p className={styles.meta}>连接中断，正在重试…</p>}
    </div>
  );
}
