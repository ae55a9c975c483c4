import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { itemInfoQuery } from '../api/item-info';
import { ItemForm } from '../components/item-form';
import { useItemRoute } from '../hooks/use-item-route';
import { itemPaths } from '../utils/item-paths';
import '../components/item.css';
import { ErrorBlock } from '../../../components/ui/error-block';

function ExistingItem({ id, productType }: { id: number; productType: number }) {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const q = useQuery(itemInfoQuery(businessId, id));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const item = q.data;
  if (item.product_type !== productType) return <Navigate to={itemPaths.edit(item.product_type, id)} replace />;
  if (!item.actions.includes('edit')) {
    return (
      <div className="center-page">
        <ErrorBlock
          status="default"
          title="当前状态不能编辑"
          description={item.state === 'auditing' ? '审核中，请等待审核结果' : '可在详情页查看可进行的操作'}
        />
        <Button
          color="primary"
          fill="outline"
          onClick={() => void navigate(itemPaths.detail(productType, id), { replace: true })}
        >
          查看详情
        </Button>
      </div>
    );
  }
  return <ItemForm productType={productType} item={item} />;
}

/** /ticket|coupon|invitation/create and …/edit/{id}: one form for the three product types. */
export default function ItemFormPage() {
  const { productType, id } = useItemRoute();
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        {id ? <ExistingItem key={id} id={id} productType={productType} /> : <ItemForm productType={productType} />}
      </RequireBusiness>
    </div>
  );
}
