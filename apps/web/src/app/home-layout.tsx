import { TabBar } from 'antd-mobile';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ExhibitionIcon, FlagIcon, TicketIcon, UserIcon } from '../components/ui/icons';

const tabs = [
  { key: '/funly', title: '活动', icon: <FlagIcon /> },
  { key: '/exhibition', title: '展会', icon: <ExhibitionIcon /> },
  { key: '/buy', title: '购票', icon: <TicketIcon /> },
  { key: '/my', title: '我的', icon: <UserIcon /> },
];

const activeTab = (pathname: string) =>
  tabs.find((t) => pathname === t.key || pathname.startsWith(`${t.key}/`))?.key ?? null;

/** The home layout: the tab page above a fixed bottom navigation. */
export function HomeLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="home-layout">
      <Outlet />
      <nav className="home-tabbar">
        <TabBar safeArea activeKey={activeTab(pathname)} onChange={(key) => void navigate(key, { replace: true })}>
          {tabs.map((t) => (
            <TabBar.Item key={t.key} icon={t.icon} title={t.title} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
