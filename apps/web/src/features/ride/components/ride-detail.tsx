import { Button, Tag, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { formatDate, rideBikeTypeLabel, rideRoleLabel, type RideDetail } from '@kc/shared';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { loginPath } from '../../../config/paths';
import { showError } from '../../../lib/http';
import { currentFullPath } from '../../../lib/navigation';
import { getPlatform } from '../../../lib/platform';
import { isLoggedIn } from '../../../lib/session';
import { useRideLike } from '../api/ride-like';
import { RideCover } from './ride-card';
import { RideDetailBar } from './ride-detail-bar';
import { RidePhaseTag } from './ride-phase-tag';
import { shareRide } from './ride-share';
import {
  rideAwayText,
  rideFeeText,
  ridePaceText,
  ridePlacesText,
  rideRouteText,
  rideTimeText,
  windowText,
} from './ride-text';
import styles from './rider.module.css';

const bikeText = (r: RideDetail): string =>
  [
    r.min_displacement > 0 ? `排量≥${r.min_displacement}cc` : '排量不限',
    r.bike_types.length > 0 ? r.bike_types.map((t) => rideBikeTypeLabel[t]).join('、') : '车型不限',
  ].join('；');

/** One ride in full: what a rider needs to decide, the crew, checkpoints, risk notice, and the allowed actions. */
export function RideDetailView({ ride: r }: { ride: RideDetail }) {
  const navigate = useNavigate();
  const like = useRideLike(r.id);
  const hasMap = r.meeting_latitude !== null && r.meeting_longitude !== null;

  const toggleLike = () => {
    if (!isLoggedIn()) {
      Toast.show({ content: '请登录' });
      void navigate(loginPath(currentFullPath()));
      return;
    }
    like.mutate(!r.liked, { onError: showError });
  };
  const openMap = () => {
    if (!hasMap) return;
    void getPlatform().openLocation({
      lat: r.meeting_latitude!,
      lng: r.meeting_longitude!,
      name: r.meeting_place,
      address: r.meeting_address,
    });
  };

  return (
    <>
      <RideCover ride={r} className={styles.cover} />
      <section className={styles.head}>
        <h1 className={styles.title}>{r.title || '未命名骑行'}</h1>
        <div className={styles.tags}>
          <RidePhaseTag phase={r.phase} label={r.phase_label} />
          {r.mine && <Tag color="primary">{r.mine.status_label}</Tag>}
          {r.my_role && <Tag color="success">{rideRoleLabel[r.my_role]}</Tag>}
          <span className={r.fee > 0 ? styles.fee : styles.muted}>{rideFeeText(r.fee)}</span>
        </div>
        <div className={styles.headActions}>
          <button
            type="button"
            className={styles.iconButton}
            aria-pressed={r.liked}
            aria-label={r.liked ? `取消点赞，已有${r.like_count}人点赞` : `点赞，已有${r.like_count}人点赞`}
            disabled={like.isPending || r.state !== 'published'}
            onClick={toggleLike}
          >
            <span aria-hidden>{r.liked ? '♥' : '♡'}</span>
            <span>{r.like_count}</span>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="分享骑行"
            disabled={r.state !== 'published'}
            onClick={() => void shareRide(r.id, { title: r.title, cover: r.cover })}
          >
            <span aria-hidden>↗</span>分享
          </button>
        </div>
      </section>

      <KeyValueList
        title="骑行信息"
        rows={[
          { label: '骑行时间', value: rideTimeText(r.start_time, r.end_time) },
          { label: '报名截止', value: r.signup_end === null ? '待定' : formatDate(r.signup_end, 'y.m.d h:i') },
          {
            label: '集合地点',
            value: (
              <>
                <div>{r.meeting_place || '待定'}</div>
                {r.meeting_address && <div className={styles.muted}>{r.meeting_address}</div>}
                {hasMap && (
                  <div className={styles.muted}>
                    地图位置：{r.meeting_latitude!.toFixed(5)}, {r.meeting_longitude!.toFixed(5)}
                  </div>
                )}
                <div className={styles.muted}>{rideAwayText(r.away_km)}</div>
                {hasMap && (
                  <Button size="mini" fill="none" color="primary" onClick={openMap} aria-label="在地图中查看集合地点">
                    查看地图
                  </Button>
                )}
              </>
            ),
          },
          { label: '路线', value: rideRouteText(r) },
          { label: '配速难度', value: ridePaceText(r) || '—' },
          { label: '车辆要求', value: bikeText(r) },
          {
            label: '费用',
            value: (
              <>
                <div>{r.fee > 0 ? `${rideFeeText(r.fee)}（当天交给领队，AA）` : '免费'}</div>
                {r.fee_note && <div className={styles.muted}>{r.fee_note}</div>}
              </>
            ),
          },
          { label: '名额', value: `${ridePlacesText(r.capacity, r.taken)}（同乘计入名额）` },
          { label: '已通过', value: `${r.going_count}人` },
        ]}
      />

      <section className={styles.section} aria-label="骑行团队">
        <h2 className={styles.sectionTitle}>骑行团队</h2>
        {r.crew.length === 0 ? (
          <p className={styles.muted}>领队：{r.leader_name || '—'}</p>
        ) : (
          <ul className={styles.list}>
            {r.crew.map((c) => (
              <li key={`${c.user_id}-${c.application_id}`}>
                <span className={styles.person}>
                  {c.avatar ? (
                    <img className={styles.avatar} src={c.avatar} alt={`${c.nickname}的头像`} />
                  ) : (
                    <span className={styles.avatar} aria-hidden />
                  )}
                  {c.nickname || '骑友'}
                </span>
                <Tag fill="outline">{c.role ? rideRoleLabel[c.role] : '骑友'}</Tag>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-label="打卡点">
        <h2 className={styles.sectionTitle}>打卡点（{r.checkpoints.length}个）</h2>
        {r.checkpoints.length === 0 ? (
          <p className={styles.muted}>暂无打卡点</p>
        ) : (
          <ol className={styles.list}>
            {r.checkpoints.map((c) => (
              <li key={c.id}>
                <span>
                  {c.seq}. {c.name}
                </span>
                <span className={styles.muted}>
                  {c.radius}米内 · {windowText(c.open_time, c.close_time)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className={styles.section} aria-label="骑行介绍">
        <h2 className={styles.sectionTitle}>骑行介绍</h2>
        {r.description ? <p className={styles.text}>{r.description}</p> : <p className={styles.muted}>暂无介绍</p>}
      </section>

      <section className={styles.section} aria-label="风险告知">
        <h2 className={styles.sectionTitle}>风险告知</h2>
        <p className={styles.text}>{r.risk_notice || '—'}</p>
      </section>

      <RideDetailBar ride={r} />
    </>
  );
}
