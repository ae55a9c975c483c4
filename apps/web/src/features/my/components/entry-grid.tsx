import { Grid } from 'antd-mobile';
import type { ReactNode } from 'react';
import {
  AuditIcon,
  BriefcaseIcon,
  CouponIcon,
  FlagIcon,
  MailIcon,
  OrderIcon,
  SettingIcon,
  ShopIcon,
  TicketIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { useRoleEntries } from '../hooks/use-role-entries';

const entries: { title: string; to: string; icon: ReactNode }[] = [
  { title: '我的订单', to: '/my/order/list', icon: <OrderIcon /> },
  { title: '我的门票', to: '/my/ticket', icon: <TicketIcon /> },
  { title: '我的卡券', to: '/my/coupon', icon: <CouponIcon /> },
  { title: '我的邀请函', to: '/my/invitation', icon: <MailIcon /> },
  { title: '我的活动', to: '/my/funly', icon: <FlagIcon /> },
  { title: '我的钱包', to: '/my/balance', icon: <WalletIcon /> },
  { title: '我的商家', to: '/my/business', icon: <ShopIcon /> },
  { title: '设置', to: '/my/setting', icon: <SettingIcon /> },
];

/** The personal home's shortcuts. */
export function EntryGrid({ onOpen }: { onOpen: (path: string) => void }) {
  const byRole = useRoleEntries().map((e) => ({ ...e, icon: e.kind === 'audit' ? <AuditIcon /> : <BriefcaseIcon /> }));
  // 设置 stays last
  const shown = [...entries.slice(0, -1), ...byRole, ...entries.slice(-1)];
  return (
    <Grid columns={4} gap={0} className="entry-grid">
      {shown.map((e) => (
        <Grid.Item key={e.to} onClick={() => onOpen(e.to)} className="entry" aria-label={e.title}>
          <span className="entry-icon">{e.icon}</span>
          <span className="entry-title">{e.title}</span>
        </Grid.Item>
      ))}
    </Grid>
  );
}
