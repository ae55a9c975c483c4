import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useGoBack } from '../components/ui/use-go-back';

/** Any unknown path (spec 2.1). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const back = useGoBack(paths.home);
  return (
    <div className="center-page not-found">
      <ErrorBlock status="disconnected" title="404错误页面" description="Sorry您访问的页面不见了~" />
      <div className="button-row">
        <Button fill="outline" onClick={back}>
          返回上一页
        </Button>
        <Button color="primary" onClick={() => void navigate(paths.home)}>
          回到首页
        </Button>
      </div>
    </div>
  );
}
