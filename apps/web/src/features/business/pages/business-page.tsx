import { Button, List, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { useCurrentBusiness } from '../../../lib/business';
import { useSession } from '../../../lib/session';
import { BusinessItem } from '../components/business-item';
import '../components/business.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** Business registration (spec 2.5): /business-register goes on to its form. */
const REGISTER_PATH = '/business-register';

/**
 * /my/business: the businesses I belong to with my roles; tapping one makes it the current business (b_id). With
 * none: the two ways to get one (apply to register a business, or be added by a business's manager).
 */
export default function BusinessPage() {
  const navigate = useNavigate();
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
        <div className="business-empty">
          <ErrorBlock
            status="empty"
            title="你还没有加入任何商家"
            description="入驻成为商家后，可以发布门票、卡券和邀请函并管理核销；已有商家的，请联系商家管理员把你添加为成员。"
          />
          <Button block shape="rounded" color="primary" onClick={() => void navigate(REGISTER_PATH)}>
            申请商家入驻
          </Button>
        </div>
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
