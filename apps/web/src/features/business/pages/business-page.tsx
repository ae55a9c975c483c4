import { ErrorBlock, List, Toast } from 'antd-mobile';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { useCurrentBusiness } from '../../../lib/business';
import { useSession } from '../../../lib/session';
import { BusinessItem } from '../components/business-item';
import '../components/business.css';

/** /my/business: the businesses I belong to with my roles; tapping one makes it the current business (b_id). */
export default function BusinessPage() {
  const { business, list, query } = useCurrentBusiness();
  const pick = (id: number, name: string) => {
    if (id === business?.business_id) return;
    useSession.getState().setBusinessId(id);
    Toast.show({ icon: 'success', content: `已切换到${name}` });
  };

  return (
    <div className="page">
      <PageHeader />
      {query.isPending && <PageLoading />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && list.length === 0 && (
        <ErrorBlock status="empty" title="暂无商家" description="加入商家后可在这里切换" />
      )}
      {list.length > 0 && (
        <>
          <p className="form-tip">点击商家即可切换，票务和项目管理都以当前商家进行</p>
          <List className="section business-list">
            {list.map((b) => (
              <BusinessItem
                key={b.business_id}
                business={b}
                current={b.business_id === business?.business_id}
                onPick={() => pick(b.business_id, b.business_name)}
              />
            ))}
          </List>
        </>
      )}
    </div>
  );
}
