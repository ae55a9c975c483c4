import { List, NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { TicketCard } from '../../../components/ui/ticket-card';
import { useSession } from '../../../lib/session';
import { itemInfoQuery } from '../api/item-info';
import { ItemActionBar } from '../components/item-action-bar';
import { ItemCounts } from '../components/item-counts';
import { ItemFields } from '../components/item-fields';
import { ItemHandouts } from '../components/item-handouts';
import { ItemStatusTag } from '../components/item-status-tag';
import { useItemRoute } from '../hooks/use-item-route';
import { useRunItemAction } from '../hooks/use-run-item-action';
import type { Item } from '@kc/shared';
import { itemPaths } from '../utils/item-paths';
import '../components/item.css';

function ItemDetail({ item }: { item: Item }) {
  const { run, running } = useRunItemAction(item);
  const navigate = useNavigate();
  return (
    <div className="has-form-actions">
      {/* a first submission is pending too: its 审核中 tag says it; the notice is for a change to a live item */}
      {item.pending_change && item.state !== 'auditing' && (
        <NoticeBar color="info" content="修改审核中：审核通过后按新内容发放" wrap />
      )}
      {item.reject_remark && <NoticeBar color="error" content={`驳回原因：${item.reject_remark}`} wrap />}
      <TicketCard item={item} tag={<ItemStatusTag status={item.status} />} />
      <ItemCounts counts={item.counts} />
      <ItemFields item={item} />
      <ItemHandouts item={item} />
      {item.state === 'approved' && (
        <List header="现场核销" className="item-handouts">
          <List.Item onClick={() => void navigate(`/checkpoint/edit/${item.id}`)}>核销点管理</List.Item>
        </List>
      )}
      <ItemActionBar actions={item.actions} disabled={running} onAction={run} />
    </div>
  );
}

function Loaded({ id, productType }: { id: number; productType: number }) {
  const businessId = useSession((s) => s.businessId);
  const q = useQuery(itemInfoQuery(businessId, id));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (q.data.product_type !== productType) return <Navigate to={itemPaths.detail(q.data.product_type, id)} replace />;
  return <ItemDetail item={q.data} />;
}

/** /ticket-invitation/ticket|coupon|invitation/{id}: the item, its counts and the actions its state allows. */
export default function ItemDetailPage() {
  const { productType, id } = useItemRoute();
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>{id && <Loaded key={id} id={id} productType={productType} />}</RequireBusiness>
    </div>
  );
}
