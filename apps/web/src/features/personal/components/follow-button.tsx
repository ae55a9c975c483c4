import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../../../config/paths';
import { showError } from '../../../lib/http';
import { useIsLoggedIn } from '../../../lib/session';
import { useUserFollow } from '../api/user-follow';

export interface FollowButtonProps {
  uid: number;
  following: boolean;
  followedBy?: boolean;
  size?: 'mini' | 'small' | 'middle';
  /** after the server answered (lists keep their own copy) */
  onChange?: (following: boolean) => void;
}

/** 关注 / 已关注 (互相关注 when both follow): one tap follows or unfollows; without a session, the login page. */
export function FollowButton({ uid, following, followedBy, size = 'small', onChange }: FollowButtonProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const follow = useUserFollow(uid);
  const toggle = () => {
    if (!loggedIn) return void navigate(loginPath(pathname + search));
    follow.mutate(!following, {
      onSuccess: (r) => onChange?.(r.following),
      onError: showError,
    });
  };
  const label = following ? (followedBy ? '互相关注' : '已关注') : '关注';
  return (
    <Button
      size={size}
      shape="rounded"
      color="primary"
      fill={following ? 'outline' : 'solid'}
      loading={follow.isPending}
      onClick={toggle}
    >
      {label}
    </Button>
  );
}
