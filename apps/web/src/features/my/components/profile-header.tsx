import { Avatar } from 'antd-mobile';
import { ChevronRightIcon } from '../../../components/ui/icons';
import type { UserInfo } from '@kc/shared';

export interface ProfileHeaderProps {
  info: Pick<UserInfo, 'headimg' | 'nickname' | 'signature' | 'mobile'>;
  onClick: () => void;
}

/** Avatar, nickname and signature; tapping opens the profile editor. */
export function ProfileHeader({ info, onClick }: ProfileHeaderProps) {
  return (
    <button type="button" className="profile-header" onClick={onClick}>
      <Avatar src={info.headimg} className="profile-avatar" />
      <span className="profile-text">
        <span className="profile-name">{info.nickname || info.mobile || '未设置昵称'}</span>
        <span className="profile-signature">{info.signature || '这个人很懒，什么都没写'}</span>
      </span>
      <ChevronRightIcon className="profile-arrow" />
    </button>
  );
}
