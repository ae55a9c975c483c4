import { Button, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { TicketCard } from '../../../components/ui/ticket-card';
import { useSession } from '../../../lib/session';
import { fetchItemPage, itemListKey } from '../api/item-list';
import { CreateSheet } from '../components/create-sheet';
import { ItemStatusTag } from '../components/item-status-tag';
import { itemPaths } from '../utils/item-paths';
import { STATUS_TABS } from '../utils/item-status';
import '../components/item.css';
import { ActionBar } from '../../../components/ui/action-bar';

/** /ticket-invitation (kept alive): the business's tickets, coupons and invitations by status, searchable. */
export default function ItemHomePage() {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const [filter, setFilter] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const f = { filter, drafts: false, keyword };

  return (
    <div className="page item-home has-form-actions">
      <PageHeader
        right={
          <Link className="header-link" to={itemPaths.drafts}>
            草稿箱
          </Link>
        }
      />
      <RequireBusiness>
        <div className="item-toolbar">
          <SearchBar placeholder="搜索名称" onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
          <Link to="/project/manage">项目管理</Link>
        </div>
        <Tabs className="item-tabs" activeKey={String(filter)} onChange={(k) => setFilter(Number(k))}>
          {STATUS_TABS.map((t) => (
            <Tabs.Tab key={String(t.filter)} title={t.label} />
          ))}
        </Tabs>
        <ListView
          queryKey={itemListKey(businessId, f)}
          fetchPage={fetchItemPage(f)}
          itemKey={(i) => i.id}
          emptyText={keyword ? '没有找到相关票券' : '暂无数据'}
          renderItem={(i) => (
            <TicketCard
              item={i}
              tag={<ItemStatusTag status={i.status} />}
              onClick={() => void navigate(itemPaths.detail(i.product_type, i.id))}
            />
          )}
        />
        <ActionBar>
          <Button color="primary" onClick={() => setCreating(true)}>
            创建
          </Button>
        </ActionBar>
        <CreateSheet visible={creating} onClose={() => setCreating(false)} />
      </RequireBusiness>
    </div>
  );
}
