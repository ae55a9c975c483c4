import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireLogin } from '../../../components/ui/require-login';
import { positiveId } from '../../../lib/routing/route-id';
import { useRideClockinMine } from '../api/ride-clockin-mine';
import { useRideShow } from '../api/ride-show';
import { ClockinCheckpoints } from '../components/clockin-checkpoints';
import { HeadcountPanel } from '../components/headcount-panel';
import { ErrorBlock } from '../../../components/ui/error-block';

function MyClockin({ id }: { id: number }) {
  const q = useRideClockinMine(id);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return <ClockinCheckpoints id={id} data={q.data} />;
}

/** The rider's clock-in, and for the ride's crew (the server's actions.headcount) a 点名 tab with the headcount. */
function Clockin({ id }: { id: number }) {
  const show = useRideShow(id);
  const [tab, setTab] = useState('mine');
  if (show.isPending) return <PageLoading />;
  if (show.isError) return <LoadError error={show.error} onRetry={() => void show.refetch()} />;
  if (!show.data.actions.headcount) return <MyClockin id={id} />;
  return (
    <Tabs activeKey={tab} onChange={setTab}>
      <Tabs.Tab key="mine" title="我的打卡">
        <MyClockin id={id} />
      </Tabs.Tab>
      <Tabs.Tab key="headcount" title="点名">
        <HeadcountPanel rideId={id} />
      </Tabs.Tab>
    </Tabs>
  );
}

/** /funly/rideTogether/clockin?id= and /my/funly-ride/clockIn?id=: clock in at the ride's checkpoints. */
export default function RideClockinPage() {
  const id = positiveId(useSearchParams()[0].get('id'));
  return (
    <div className="page">
      <PageHeader />
      {!id ? (
        <ErrorBlock status="empty" title="骑行不存在" description="链接有误，请返回后重试" />
      ) : (
        <RequireLogin>
          <Clockin id={id} />
        </RequireLogin>
      )}
    </div>
  );
}
