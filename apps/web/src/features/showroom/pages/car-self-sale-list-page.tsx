import { Button, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { SHOW_CAR_STATES, showCarStateLabel, type CarBooking, type ShowCarManageCard } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { fetchCarBookings, type BookingTab } from '../api/car-booking-list';
import { fetchShowCarMine, type MineState } from '../api/show-car-mine';
import { showroomKeys } from '../api/showroom-keys';
import { AdvisorManager } from '../components/advisor-manager';
import { BookingRow } from '../components/booking-row';
import { SelfCarCard } from '../components/self-car-card';
import { showroomPaths } from '../components/showroom-paths';
import styles from '../components/self-list.module.css';

const TABS = [
  { key: 'cars', title: '车辆' },
  { key: 'advisors', title: '销售顾问' },
  { key: 'bookings', title: '看车预约' },
] as const;
type Tab = (typeof TABS)[number]['key'];
const STATES: MineState[] = ['all', ...SHOW_CAR_STATES];
const BOOKING_TABS: { key: BookingTab; title: string }[] = [
  { key: 'pending', title: '待看车' },
  { key: 'all', title: '全部' },
];

/** The listings by state tab (counts from the server), each with its actions. */
function Cars({ state, setState }: { state: MineState; setState: (s: MineState) => void }) {
  const businessId = useSession((s) => s.businessId);
  const counts = useQuery({
    queryKey: showroomKeys.mine(businessId, 'counts'),
    queryFn: () => fetchShowCarMine('all')(1).then((d) => ({ ...d.counts, all: d.count })),
  });
  return (
    <>
      <Tabs className={styles.subTabs} activeKey={state} onChange={(k) => setState(k as MineState)}>
        {STATES.map((s) => {
          const n = (counts.data as Record<string, number> | undefined)?.[s];
          const label = s === 'all' ? '全部' : showCarStateLabel[s];
          return <Tabs.Tab key={s} title={n ? `${label}(${n})` : label} />;
        })}
      </Tabs>
      <ListView<ShowCarManageCard>
        key={state}
        queryKey={showroomKeys.mine(businessId, state)}
        fetchPage={fetchShowCarMine(state)}
        itemKey={(c) => c.id}
        emptyText={state === 'all' ? '还没有车辆，点击下方添加车辆' : '暂无车辆'}
        renderItem={(c) => <SelfCarCard car={c} />}
      />
    </>
  );
}

function Bookings({ state, setState }: { state: BookingTab; setState: (s: BookingTab) => void }) {
  const businessId = useSession((s) => s.businessId);
  return (
    <>
      <Tabs className={styles.subTabs} activeKey={state} onChange={(k) => setState(k as BookingTab)}>
        {BOOKING_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <ListView<CarBooking>
        key={state}
        queryKey={showroomKeys.bookings(businessId, state)}
        fetchPage={fetchCarBookings(state)}
        itemKey={(b) => b.id}
        emptyText="暂无看车预约"
        renderItem={(b) => <BookingRow booking={b} />}
      />
    </>
  );
}

/**
 * /show-car/carSelfSalelist (在售车型): the business's listings by state with their actions (编辑, 提交审核,
 * 下架 / 上架, 标记已售, 删除 a draft — each asking first where it cannot be undone), its sale advisors and the
 * visitors' viewing bookings. The tabs live in the URL, so coming back finds them as they were.
 */
export default function CarSelfSaleListPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = TABS.some((t) => t.key === search.get('tab')) ? (search.get('tab') as Tab) : 'cars';
  const state = (STATES as string[]).includes(search.get('state') ?? '') ? (search.get('state') as MineState) : 'all';
  const bookingState: BookingTab = search.get('booking') === 'all' ? 'all' : 'pending';
  const go = (next: Record<string, string>) =>
    setSearch((cur) => ({ ...Object.fromEntries(cur), ...next }), { replace: true });
  return (
    <div className="page has-form-actions">
      <PageHeader />
      <RequireBusiness>
        <Tabs activeKey={tab} onChange={(k) => go({ tab: k })}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
        {tab === 'cars' && <Cars state={state} setState={(s) => go({ state: s })} />}
        {tab === 'advisors' && <AdvisorManager />}
        {tab === 'bookings' && <Bookings state={bookingState} setState={(s) => go({ booking: s })} />}
        <ActionBar>
          <Button color="primary" onClick={() => void navigate(showroomPaths.create)}>
            添加车辆
          </Button>
        </ActionBar>
      </RequireBusiness>
    </div>
  );
}
