import { List } from 'antd-mobile';
import { maskPhone } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { useUserInfo } from '../api/user-info';
import { AvatarPicker } from '../components/avatar-picker';
import { ProfileForm } from '../components/profile-form';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import '../components/my.css';

/** /my/userInfo: avatar, nickname and signature. */
export default function UserInfoPage() {
  const { data, isPending, isError, error, refetch } = useUserInfo();
  const avatar = useAvatarUpload();

  return (
    <div className="page">
      <PageHeader />
      {isPending && <PageLoading />}
      {isError && <LoadError error={error} onRetry={() => void refetch()} />}
      {data && (
        <>
          <List className="section">
            <AvatarPicker src={data.headimg} disabled={avatar.uploading} onPick={(file) => void avatar.upload(file)} />
            <List.Item extra={maskPhone(data.mobile)}>手机号</List.Item>
          </List>
          <ProfileForm initial={data} />
        </>
      )}
    </div>
  );
}
