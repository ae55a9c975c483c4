import { Button, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import type { RideLeader } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { loginPath } from '../../../config/paths';
import { useIsLoggedIn } from '../../../lib/session';
import { rideLeaderMineQuery } from '../api/ride-leader-mine';
import { fetchRideList } from '../api/ride-list';
import { rideKeys } from '../api/ride-keys';
import { RideCard } from '../components/ride-card';
import { ridePaths } from '../components/ride-paths';
import styles from '../components/leader.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** What the caller can do next, by their leader application. */
function LeaderState({ leader }: { leader: RideLeader | null }) {
  const navigate = useNavigate();
  const go = (to: string) => void navigate(to);
  if (!leader)
    return (
      <>
        <p className={styles.text}>你还不是认证领队，提交驾驶证和骑行经历，平台审核通过后即可发起骑行。</p>
        <Button color="primary" block onClick={() => go(ridePaths.leaderForm(0))}>
          申请成为领队
        </Button>
      </>
    );
  if (leader.state === 'pending')
    return (
      <>
        <p className={styles.heading}>
          <Tag color="warning" fill="outline">
            审核中
          </Tag>
        </p>
        <p className={styles.text}>你的领队申请正在审核中，结果会通过消息通知你。</p>
      </>
    );
  if (leader.state === 'rejected')
    return (
      <>
        <p className={styles.heading}>
          <Tag color="danger" fill="outline">
            未通过
          </Tag>
        </p>
        <p className={styles.danger}>未通过原因：{leader.reject_reason || '未说明'}</p>
        <Button color="primary" block onClick={() => go(ridePaths.leaderForm(leader.id))}>
          重新申请
        </Button>
      </>
    );
  return (
    <>
      <p className={styles.heading}>
        <Tag color="success" fill="solid">
          认证领队
        </Tag>
        <span>{leader.nickname}</span>
      </p>
      <div className={styles.buttons}>
        <Button color="primary" onClick={() => go(ridePaths.create)}>
          发起骑行
        </Button>
        <Button color="primary" fill="outline" onClick={() => go(ridePaths.manage)}>
          我发起的骑行
        </Button>
      </div>
    </>
  );
}

function MyLeaderState() {
  const q = useQuery(rideLeaderMineQuery());
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return <LeaderState leader={q.data.leader} />;
}

function LoginFirst() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <p className={styles.text}>登录后可查看你的领队状态、申请成为领队或发起骑行。</p>
      <Button color="primary" block onClick={() => void navigate(loginPath(pathname + search))}>
        去登录
      </Button>
    </>
  );
}

/** A few open rides, soonest first (the full list is 一起骑行). */
function OpenRides() {
  const q = useQuery({ queryKey: rideKeys.list('', 'platform'), queryFn: () => fetchRideList({})(1) });
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const rides = q.data.list.slice(0, 3);
  if (rides.length === 0) return <ErrorBlock status="empty" title="暂无进行中的骑行" description="" />;
  return (
    <>
      {rides.map((r) => (
        <RideCard key={r.id} ride={r} to={ridePaths.show(r.id)} />
      ))}
    </>
  );
}

/**
 * /funly/rideTogetherPlatform (约骑平台): what a ride leader is, the caller's leader state and what it allows
 * (apply, wait, apply again, or create and manage rides), and a few open rides.
 */
export default function RidePlatformPage() {
  const loggedIn = useIsLoggedIn();
  return (
    <div className="page">
      <PageHeader />
      <section className={`section ${styles.block}`} aria-label="认证领队">
        <h2 className={styles.heading}>认证领队</h2>
        <p className={styles.text}>
          认证领队可在约骑平台发起骑行，设置路线与打卡点，审核报名并在骑行中实时点名。申请需提供驾驶证、骑龄和骑行经历，由平台审核。
        </p>
        {loggedIn ? <MyLeaderState /> : <LoginFirst />}
      </section>
      <h2 className={styles.sectionTitle}>
        近期骑行
        <Link to={ridePaths.list}>全部骑行</Link>
      </h2>
      <OpenRides />
    </div>
  );
}
