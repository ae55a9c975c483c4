import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useGoBack } from '../components/ui/use-go-back';
import { ErrorBlock } from '../components/ui/error-block';

/** The front door: `/`, the public home tabs (a visitor is not sent to the login screen). */
const HOME = '/';

/** Any unknown path (spec 2.1). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const back = useGoBack(HOME);
  return (
    <div className="center-page not-found">
      <ErrorBlock status="disconnected" title="404错误页面" description="Sorry您访问的页面不见了~" />
      <div className="button-row">
        <Button fill="outline" onClick={back}>
          返回上一页
        </Button>
        <Button color="primary" onClick={() => void navigate(HOME)}>
          回到首页
        </Button>
      </div>
    </div>
  );
}
