import { TabBar } from 'antd-mobile';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { loginPath, paths } from '../config/paths';
import { ExhibitionIcon, FlagIcon, TicketIcon, UserIcon } from '../components/ui/icons';
import { isLoggedIn } from '../lib/session';
import { askToLogin } from './route-guard';

const tabs = [
  { key: '/funly', title: '活动', icon: <FlagIcon /> },
  { key: '/exhibition', title: '展会', icon: <ExhibitionIcon /> },
  { key: '/buy', title: '购票', icon: <TicketIcon /> },
  { key: paths.my, title: '我的', icon: <UserIcon /> },
];

const activeTab = (pathname: string) =>
  tabs.find((t) => pathname === t.key || pathname.startsWith(`${t.key}/`))?.key ?? null;

/**
 * The home layout: the tab page above a fixed bottom navigation; switching tabs replaces the history entry. 活动,
 * 展会 and 购票 are public; 我的 needs a login: a visitor gets 请登录 and the login screen (remembering 我的) as a new
 * entry, so back returns to the tab they were on (the guard's redirect would replace the tab itself).
 */
export function HomeLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const go = (key: string) => {
    if (key !== paths.my || isLoggedIn()) return void navigate(key, { replace: true });
    askToLogin();
    void navigate(loginPath(paths.my));
  };
  return (
    <div className="home-layout">
      <Outlet />
      <nav className="home-tabbar" aria-label="底部导航">
        <TabBar safeArea activeKey={activeTab(pathname)} onChange={go}>
          {tabs.map((t) => (
            <TabBar.Item key={t.key} icon={t.icon} title={t.title} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
