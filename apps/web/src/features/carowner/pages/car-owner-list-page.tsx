import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { carOwnerKeys } from '../api/carowner-keys';
import { fetchCarOwnerPage } from '../api/carowner-list';
import { carOwnerPaths } from '../components/carowner-paths';
import { CarOwnerRow } from '../components/car-owner-row';

/** /car-authentication/list: my certifications, newest first (pull to refresh, paged), and 去认证 for another car. */
export default function CarOwnerListPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader />
      <ListView
        queryKey={carOwnerKeys.list}
        fetchPage={fetchCarOwnerPage}
        itemKey={(c) => c.id}
        emptyText="还没有车主认证，认证后主页和帖子将显示“认证车主”标识"
        renderItem={(c) => <CarOwnerRow carOwner={c} />}
      />
      <div className="block-button">
        <Button block shape="rounded" color="primary" onClick={() => void navigate(carOwnerPaths.form)}>
          去认证
        </Button>
      </div>
    </div>
  );
}
