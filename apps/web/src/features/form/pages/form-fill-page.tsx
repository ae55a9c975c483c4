import { useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { FillTarget } from '../components/fill-target';
import { targetTypeOf } from '../utils/form-paths';
import { positiveId } from '../../../lib/routing/route-id';
import { ErrorBlock } from '../../../components/ui/error-block';

/**
 * /invitation/enter-blank/1/{id} and /funly/enter-blank/3/{id} (rides, until they exist): one form, the type read from
 * the path. An event's form (type 2) has its own page with companions and slots: features/funly, funly-apply-page.
 */
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
