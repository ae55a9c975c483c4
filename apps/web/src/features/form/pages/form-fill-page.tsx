import { ErrorBlock } from 'antd-mobile';
import { useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { FillTarget } from '../components/fill-target';
import { targetTypeOf } from '../utils/form-paths';
import { positiveId } from '../../../lib/routing/route-id';

/** /invitation/enter-blank/1/{id}, /funly/enter-blank/2/{id}, /funly/enter-blank/3/{id}: one form, the type read from the path. */
export default function FormFillPage() {
  const type = targetTypeOf(useLocation().pathname);
  const id = positiveId(useParams().id);
  return (
    <div className="page">
      <PageHeader />
      {type && id ? (
        <FillTarget key={`${type}-${id}`} type={type} id={id} />
      ) : (
        <ErrorBlock status="empty" title="报名活动不存在" description="链接有误，请返回后重试" />
      )}
    </div>
  );
}
