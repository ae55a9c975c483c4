import {
  AuditIcon,
  BriefcaseIcon,
  CouponIcon,
  FlagIcon,
  GiftIcon,
  BagIcon,
  MailIcon,
  OrderIcon,
  SettingIcon,
  ShopIcon,
  TicketIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { useRoleEntries } from '../hooks/use-role-entries';
import { ShortcutGrid, type Shortcut } from './shortcut-grid';

/** A motorcycle, in the line style of components/ui/icons. */
const RideIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <circle cx="5.5" cy="16.5" r="3.5" />
    <circle cx="18.5" cy="16.5" r="3.5" />
    <path d="M5.5 16.5 9 10h5l4.5 6.5M14 10l-1.5-3H16M9 10 7 7H4" />
  </svg>
);

const entries: Shortcut[] = [
  { title: '我的订单', to: '/my/order/list', icon: <OrderIcon /> },
  { title: '我的门票', to: '/my/ticket', icon: <TicketIcon /> },
  { title: '我的卡券', to: '/my/coupon', icon: <CouponIcon /> },
  { title: '我的邀请函', to: '/my/invitation', icon: <MailIcon /> },
  { title: '我的活动', to: '/my/funly', icon: <FlagIcon /> },
  { title: '我的骑行', to: '/my/funly-ride', icon: <RideIcon /> },
  { title: '我的钱包', to: '/my/balance', icon: <WalletIcon /> },
  { title: '抽奖活动', to: '/little-action/lottery/list', icon: <GiftIcon /> },
  { title: '盲盒', to: '/little-action/blind-box', icon: <BagIcon /> },
  { title: '我的商家', to: '/my/business', icon: <ShopIcon /> },
  { title: '设置', to: '/my/setting', icon: <SettingIcon /> },
];

/** The personal home's shortcuts. */
export function EntryGrid({ onOpen }: { onOpen: (path: string) => void }) {
  const byRole = useRoleEntries().map((e) => ({ ...e, icon: e.kind === 'audit' ? <AuditIcon /> : <BriefcaseIcon /> }));
  // 设置 stays last
  const shown = [...entries.slice(0, -1), ...byRole, ...entries.slice(-1)];
  return <ShortcutGrid entries={shown} onOpen={onOpen} />;
}
