import { PullToRefresh } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { useUserInfo } from '../api/user-info';
import { BalanceCard } from '../components/balance-card';
import { CountersRow } from '../components/counters-row';
import { EntryGrid } from '../components/entry-grid';
import { MyHomeSkeleton } from '../components/my-home-skeleton';
import { ProfileHeader } from '../components/profile-header';
import '../components/my.css';

/** /my: the personal home (home tab). */
export default function MyHomePage() {
  const navigate = useNavigate();
  const open = (path: string) => void navigate(path);
  const { data, isPending, isError, error, refetch } = useUserInfo();

  if (isPending) return <MyHomeSkeleton />;
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;

  return (
    <PullToRefresh onRefresh={() => refetch()}>
      <div className="my-hero">
        <ProfileHeader info={data} onClick={() => open('/my/userInfo')} />
      </div>
      <div className="my-cards">
        <BalanceCard money={data.money} onClick={() => open('/my/balance')} />
        <div className="section">
          <CountersRow info={data} onOpen={open} />
        </div>
        <div className="section">
          <EntryGrid onOpen={open} />
        </div>
      </div>
    </PullToRefresh>
  );
}
