import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { useLogoutAction } from '../hooks/use-logout-action';
import '../components/my.css';

/** /my/setting */
export default function SettingPage() {
  const navigate = useNavigate();
  const logout = useLogoutAction();
  return (
    <div className="page">
      <PageHeader />
      <List className="section">
        <List.Item onClick={() => void navigate(paths.account)}>账号与安全</List.Item>
        <List.Item onClick={() => void navigate('/my/setting/black-list')}>黑名单</List.Item>
        <List.Item onClick={() => void navigate('/my/setting/feedback')}>意见反馈</List.Item>
        <List.Item onClick={() => void navigate(paths.about)}>关于我们</List.Item>
      </List>
      <div className="block-button">
        <Button block size="large" shape="rounded" color="danger" fill="outline" onClick={() => void logout()}>
          退出登录
        </Button>
      </div>
    </div>
  );
}
