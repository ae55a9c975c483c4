import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ErrorBlock } from '../../../components/ui/error-block';

/** The point is not one of mine (or was deleted): say so and offer my points. */
export function PointMissing({ to = '/verification/ticket-list' }: { to?: string }) {
  const navigate = useNavigate();
  return (
    <div className="center-page">
      <ErrorBlock status="empty" title="未找到该核销点" description="你不是该核销点的核销员，或核销点已删除" />
      <Button color="primary" onClick={() => void navigate(to, { replace: true })}>
        选择核销点
      </Button>
    </div>
  );
}
