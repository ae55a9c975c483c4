import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { BagIcon, GiftIcon, IdCardIcon, UserIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { useMyBusinesses } from '../../../lib/business';
import { useUserInfo } from '../api/user-info';
import { BalanceCard } from '../components/balance-card';
import { CarsGrid, CommunityGrid } from '../components/community-grid';
import { CountersRow } from '../components/counters-row';
import { EntryGrid } from '../components/entry-grid';
import { MyHomeSkeleton } from '../components/my-home-skeleton';
import { ProfileHeader } from '../components/profile-header';
import { ShortcutGrid, type Shortcut } from '../components/shortcut-grid';
import { useIsAuditor } from '../hooks/use-role-entries';
import '../components/my.css';
import { PullToRefresh } from '../../../components/ui/pull-to-refresh';

/** Holder shortcuts: passes, buying tickets, receiving free items, the usual recipients. */
const holderEntries: Shortcut[] = [
  { title: '我的证件', to: '/my/cert', icon: <IdCardIcon /> },
  { title: '购买门票', to: '/exhibition/ticket', icon: <BagIcon /> },
  { title: '领取票券', to: '/ticket/receive', icon: <GiftIcon /> },
  { title: '常用领取人', to: '/my/add-recipient/0', icon: <UserIcon /> },
];

/** /my: the personal home (home tab). */
export default function MyHomePage() {
  const navigate = useNavigate();
  const open = (path: string) => void navigate(path);
  const { data, isPending, isError, error, refetch } = useUserInfo();
  const auditor = useIsAuditor();
  const checker = useMyBusinesses().data?.list.some((b) => b.roles.includes('checker')) ?? false;

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
          <CountersRow info={data} auditor={auditor} onOpen={open} />
        </div>
        <div className="section">
          <EntryGrid onOpen={open} />
        </div>
        <div className="section">
          <CommunityGrid onOpen={open} />
        </div>
        <div className="section">
          <CarsGrid onOpen={open} />
        </div>
        <div className="section">
          <ShortcutGrid entries={holderEntries} label="票券入口" onOpen={open} />
        </div>
        {checker && (
          <div className="section">
            <List>
              <List.Item onClick={() => open('/ticket-invitation/check/list')}>我的核销</List.Item>
            </List>
          </div>
        )}
      </div>
    </PullToRefresh>
  );
}
