import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { positiveId } from '../../../lib/routing/route-id';
import { showCarManageQuery } from '../api/show-car-manage-info';
import { CarEditorForm } from '../components/car-editor-form';
import { Problem } from '../components/problem';
import { showroomPaths } from '../components/showroom-paths';

/** edit: the listing loaded afresh (drafts, rejected and listed ones; under review or sold ones cannot change). */
function ExistingCar({ id }: { id: number }) {
  const q = useQuery({ ...showCarManageQuery(id), staleTime: 0, gcTime: 0 });
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  const car = q.data;
  if (!car.actions.includes('edit'))
    return (
      <Problem
        title="当前不能编辑"
        description={
          car.state === 'auditing'
            ? '车辆正在审核中，审核完成后可再编辑'
            : car.pending_change
              ? '上次修改正在审核中，审核完成后可再编辑'
              : '已售车辆不能编辑'
        }
        to={showroomPaths.selfList}
        action="返回在售车型"
      />
    );
  return <CarEditorForm key={car.id} car={car} />;
}

/** /b/show-car/create and /b/show-car/edit/{id}: the listing form of the business acted for. */
export default function CarEditorPage() {
  const params = useParams();
  const editing = params.id !== undefined;
  const id = positiveId(params.id);
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        {!editing ? (
          <CarEditorForm />
        ) : id === undefined ? (
          <Problem
            title="车辆不存在"
            description="链接有误，请返回在售车型重新进入"
            to={showroomPaths.selfList}
            action="返回在售车型"
          />
        ) : (
          <ExistingCar key={id} id={id} />
        )}
      </RequireBusiness>
    </div>
  );
}
