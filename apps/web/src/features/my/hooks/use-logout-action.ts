import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { DIALOG_DEFAULTS } from '@kc/shared';
import { paths } from '../../../config/paths';
import { logout } from '../../../lib/session';

/** 退出登录: confirm, end the session, go to the login page. */
export function useLogoutAction() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const ok = await Dialog.confirm({
      content: '是否确定退出登录？',
      confirmText: DIALOG_DEFAULTS.confirmText,
      cancelText: DIALOG_DEFAULTS.cancelText,
      closeOnMaskClick: DIALOG_DEFAULTS.closeOnMaskClick,
    });
    if (!ok) return;
    await logout();
    await navigate(paths.login, { replace: true });
    queryClient.clear();
  };
}
