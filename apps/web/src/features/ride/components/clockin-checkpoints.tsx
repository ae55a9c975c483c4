import { Button, Switch, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { formatDate, type CallData, type RideClockin, type rideClockinMine } from '@kc/shared';
import { showError } from '../../../lib/http';
import { useRideClockin } from '../api/ride-clockin';
import { useRideLocation } from '../api/ride-location';
import { RideCard } from './ride-card';
import { ridePaths } from './ride-paths';
import { clockinPosition } from './ride-position';
import { windowText } from './ride-text';
import styles from './rider.module.css';

type Mine = CallData<typeof rideClockinMine>;
const STATUS_COLOR: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'danger' };

/** The server's decision on the last clock-in: accepted, or waiting for the leader with the reason. */
function Decision({ c, name }: { c: RideClockin; name: string }) {
  const accepted = c.status === 1;
  return (
    <div className={`${styles.decision} ${accepted ? styles.accepted : styles.waiting}`} role="status">
      <strong>
        {name}：{c.status_label}
      </strong>
      {/* the reason names the distance when that was the problem */}
      {c.reason ? <div>{c.reason}</div> : <div>距打卡点{c.distance_m}米</div>}
    </div>
  );
}

/**
 * A rider's clock-in: the location switch (sent only at clock-in, seen only by the leaders, deleted 30 days after
 * the ride), then each checkpoint with its window, radius and my status, and 打卡 where I have none yet.
 */
export function ClockinCheckpoints({ id, data }: { id: number; data: Mine }) {
  const location = useRideLocation(id);
  const clockin = useRideClockin(id);
  const [locating, setLocating] = useState<number | null>(null);
  const [last, setLast] = useState<{ c: RideClockin; name: string } | null>(null);

  const sign = async (checkpointId: number, name: string) => {
    setLocating(checkpointId);
    try {
      const pos = await clockinPosition().catch(() => null);
      if (!pos) {
        Toast.show({ content: '定位失败，请开启定位权限后重试' });
        return;
      }
      const c = await clockin.mutateAsync({ checkpointId, lat: pos.lat, lng: pos.lng });
      setLast({ c, name });
      Toast.show({ icon: c.status === 1 ? 'success' : undefined, content: c.status_label });
    } catch (e) {
      showError(e);
    } finally {
      setLocating(null);
    }
  };

  return (
    <>
      <RideCard ride={data.ride} to={ridePaths.show(id)} />
      <section className={styles.section} aria-label="位置打卡">
        <div className={styles.switchRow}>
          <span aria-hidden>为本次骑行开启位置打卡</span>
          <Switch
            aria-label="为本次骑行开启位置打卡"
            checked={data.location_on}
            loading={location.isPending}
            onChange={(on) => location.mutate(on, { onError: showError })}
          />
        </div>
        <p className={styles.muted}>仅在打卡时发送位置，只有领队可见，骑行结束30天后删除。</p>
      </section>
      {last && <Decision c={last.c} name={last.name} />}
      <section className={styles.section} aria-label="打卡点">
        <h2 className={styles.sectionTitle}>打卡点（{data.checkpoints.length}个）</h2>
        {data.checkpoints.length === 0 && <p className={styles.muted}>暂无打卡点</p>}
        {data.checkpoints.map((c) => (
          <div key={c.id} className={styles.checkpoint}>
            <div className={styles.checkpointHead}>
              <h3 className={styles.checkpointName}>
                {c.seq}. {c.name}
              </h3>
              {c.mine ? (
                <Tag color={STATUS_COLOR[c.mine.status] ?? 'default'}>{c.mine.status_label}</Tag>
              ) : (
                <Tag fill="outline">未打卡</Tag>
              )}
            </div>
            <span className={styles.muted}>
              {windowText(c.open_time, c.close_time)} · {c.radius}米范围内
            </span>
            {c.mine && (
              <span className={styles.muted}>
                {formatDate(c.mine.create_time, 'm.d h:i')} 打卡，距打卡点{c.mine.distance_m}米
              </span>
            )}
            {c.mine?.reason && <p className={styles.reason}>{c.mine.reason}</p>}
            {!c.mine && (
              <Button
                color="primary"
                size="small"
                disabled={!data.location_on || (locating !== null && locating !== c.id)}
                loading={locating === c.id}
                aria-label={`在${c.name}打卡`}
                onClick={() => void sign(c.id, c.name)}
              >
                打卡
              </Button>
            )}
          </div>
        ))}
        {!data.location_on && data.checkpoints.length > 0 && <p className={styles.muted}>开启位置打卡后才能打卡</p>}
      </section>
    </>
  );
}
