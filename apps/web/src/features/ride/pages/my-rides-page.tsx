import { Button, Tabs, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { rideApplyStatusLabel } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { fetchRideMyList, type RideMyStatus } from '../api/ride-my-list';
import { rideKeys } from '../api/ride-keys';
import { RideCard } from '../components/ride-card';
import { ridePaths } from '../components/ride-paths';
import { riderPaths } from '../components/rider-paths';
import styles from '../components/rider.module.css';

/** 全部 (0) then the statuses in the order riders care about them. */
const TABS: { key: number; title: string }[] = [
  { key: 0, title: '全部' },
  ...([2, 1, 4, 5] as RideMyStatus[]).map((s) => ({ key: s, title: rideApplyStatusLabel[s] ?? '' })),
];
const STATUS_COLOR: Record<number, string> = { 1: 'success', 2: 'warning', 4: 'danger', 5: 'default' };

/** /my/funly-ride: the rides I applied to by status, with my checkpoints reached; detail, clock-in and mark. */
export default function MyRidesPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('status') ?? 0);
  const status = TABS.some((t) => t.key === raw) ? raw : 0;
  return (
    <div className="page">
      <PageHeader />
      <div className={styles.top}>
        <Tabs activeKey={String(status)} onChange={(k) => setSearch({ status: k }, { replace: true })}>
          {TABS.map((t) => (
            <Tabs.Tab key={String(t.key)} title={t.title} />
          ))}
        </Tabs>
      </div>
      <ListView
        queryKey={rideKeys.mine(status)}
        fetchPage={fetchRideMyList(status === 0 ? undefined : (status as RideMyStatus))}
        itemKey={(a) => a.application_id}
        emptyText="暂无骑行报名"
        renderItem={(a) => (
          <RideCard
            ride={a}
            to={ridePaths.show(a.id)}
            extra={
              <p className={styles.statusLine}>
                <Tag color={STATUS_COLOR[a.status] ?? 'default'}>{a.status_label}</Tag>
                <span className={styles.muted}>
                  已打卡 {a.reached}/{a.checkpoint_count}
                </span>
              </p>
            }
            actions={
              a.actions.clockin || a.actions.mark ? (
                <>
                  {a.actions.clockin && (
                    <Button
                      size="small"
                      color="primary"
                      fill="outline"
                      onClick={() => void navigate(`/my/funly-ride/clockIn?id=${a.id}`)}
                    >
                      打卡
                    </Button>
                  )}
                  {a.actions.mark && (
                    <Button size="small" color="primary" onClick={() => void navigate(riderPaths.mark(a.id))}>
                      纪念标记
                    </Button>
                  )}
                </>
              ) : undefined
            }
          />
        )}
      />
    </div>
  );
}
