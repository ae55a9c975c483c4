import { useNavigate, useSearchParams } from 'react-router';
import type { RideCard as RideCardData } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { SearchIcon } from '../../../components/ui/icons';
import { ListView } from '../../../components/ui/list-view';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { positiveId } from '../../../lib/routing/route-id';
import { fetchRideList } from '../api/ride-list';
import { rideKeys } from '../api/ride-keys';
import { useRideShow } from '../api/ride-show';
import { RideCard } from '../components/ride-card';
import { RideDetailView } from '../components/ride-detail';
import { ridePaths } from '../components/ride-paths';
import { positionKey, usePublicPosition } from '../../../lib/location/public-position';
import { riderPaths } from '../components/rider-paths';
import styles from '../components/rider.module.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** The open rides, nearest meeting point first once the position is known (soonest first until then). */
function RideList() {
  const navigate = useNavigate();
  const pos = usePublicPosition();
  return (
    <>
      <div className={styles.top}>
        <button type="button" className={styles.searchEntry} onClick={() => void navigate(riderPaths.search)}>
          <SearchIcon />
          搜索骑行名称、集合地点、路线
        </button>
        <div className={styles.entries}>
          <button type="button" className={styles.entry} onClick={() => void navigate(ridePaths.platform)}>
            <strong>约骑平台</strong>
            <span>成为领队，发起骑行</span>
          </button>
          <button type="button" className={styles.entry} onClick={() => void navigate(riderPaths.myRides)}>
            <strong>我的骑行</strong>
            <span>报名、打卡与纪念标记</span>
          </button>
        </div>
      </div>
      <ListView<RideCardData>
        queryKey={rideKeys.list('', positionKey(pos))}
        fetchPage={fetchRideList({ pos })}
        itemKey={(c) => c.id}
        emptyText="暂无可报名的骑行"
        renderItem={(c) => <RideCard ride={c} to={ridePaths.show(c.id)} />}
      />
    </>
  );
}

function RideShow({ id }: { id: number }) {
  const pos = usePublicPosition();
  const q = useRideShow(id, pos);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return <RideDetailView ride={q.data} />;
}

/** /funly/rideTogether: the open rides; with ?id=N one ride in full with what the caller may do. */
export default function RideTogetherPage() {
  const raw = useSearchParams()[0].get('id');
  const id = positiveId(raw);
  return (
    <div className={cx('page', raw !== null && 'has-form-actions')}>
      <PageHeader />
      {raw === null ? (
        <RideList />
      ) : !id ? (
        <ErrorBlock status="empty" title="骑行不存在" description="链接有误，请返回后重试" />
      ) : (
        <RideShow id={id} />
      )}
    </div>
  );
}
