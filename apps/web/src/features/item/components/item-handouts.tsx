import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { Item } from '@kc/shared';

/** Where a live item is handed out and its sign-ups reviewed: publishers, agents, bundled coupons, sign-ups. */
export function ItemHandouts({ item }: { item: Item }) {
  const navigate = useNavigate();
  if (item.state !== 'approved' && item.state !== 'disabled') return null;
  const go = (path: string) => () => void navigate(path);
  return (
    <List header="发放与推广" className="item-handouts">
      <List.Item onClick={go(`/ticket/publisher/list/${item.id}`)}>发布员</List.Item>
      <List.Item onClick={go(`/agent/list/${item.id}`)}>代理</List.Item>
      {item.product_type === 1 && <List.Item onClick={go(`/ticket/relation/form/${item.id}`)}>关联卡券</List.Item>}
      {item.form_id !== null && <List.Item onClick={go('/ticket-invitation/audit-for-apply/list')}>报名审核</List.Item>}
      <List.Item onClick={go('/app/distribute')}>直接发放</List.Item>
    </List>
  );
}
