import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { ErrorBlock } from '../../../components/ui/error-block';

/** Why a page cannot be shown, with one way on. */
export function Problem({
  title,
  description,
  to,
  action,
}: {
  title: string;
  description: string;
  to: string;
  action: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="center-page">
      <ErrorBlock status="default" title={title} description={description} />
      <Button color="primary" fill="outline" onClick={() => void navigate(to, { replace: true })}>
        {action}
      </Button>
    </div>
  );
}
