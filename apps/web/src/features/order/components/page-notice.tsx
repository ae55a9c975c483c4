import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ErrorBlock } from '../../../components/ui/error-block';

/** A screen that cannot show its content: why, and where to go instead. */
export function PageNotice({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: { text: string; to: string };
}) {
  const navigate = useNavigate();
  return (
    <div className="center-page">
      <ErrorBlock status="empty" title={title} description={description ?? ''} />
      {action && (
        <Button color="primary" fill="outline" onClick={() => void navigate(action.to)}>
          {action.text}
        </Button>
      )}
    </div>
  );
}

/** The link lacked its id (the route marks it isNotMatchParams). */
export const InvalidLink = ({ what = '订单' }: { what?: string }) => (
  <PageNotice
    title="链接无效"
    description={`缺少${what}编号，请检查链接是否完整`}
    action={{ text: '查看我的订单', to: '/my/order/list' }}
  />
);
