import { Toast } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showError } from '../../../lib/http';
import { getAppActions, getPlatform, redirectToOauth } from '../../../lib/platform';
import { SANDBOX_BIND_CODE, useBindWechat } from '../api/bind-wechat';
import { useUnbindWechat } from '../api/unbind-wechat';
import { confirmAction } from '../../../components/ui/confirm';

/** sessionStorage marker: this screen sent the user to WeChat's authorisation page to bind an account. */
export const BIND_PENDING_KEY = 'wallet-bind-oauth';
export const OAUTH_FAILED = '获取微信授权失败';

/** How this environment binds: WeChat OAuth, the app shell's own authorisation, or the sandbox demo account. */
export type BindWay = 'oauth' | 'app' | 'sandbox';
export const bindWayOf = (env: string): BindWay =>
  env === 'wechat' ? 'oauth' : env === 'app-ios' || env === 'app-android' ? 'app' : 'sandbox';

/**
 * Binding the withdrawal account. In WeChat: OAuth (redirectToOauth) and, back on this screen, the `code` of the
 * return goes to bindWechat (the code is used once, so it is not traded for an openid first). In the app shell the
 * app authorises and answers the code. Elsewhere the sandbox demo account (the server refuses outside the sandbox).
 */
export function useAccountBinding(holdHours = 0) {
  const way = bindWayOf(getPlatform().env);
  const bind = useBindWechat();
  const unbind = useUnbindWechat();
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);

  const bindWith = (code: string) =>
    bind.mutate(code, {
      onSuccess: () => void Toast.show({ icon: 'success', content: '绑定成功' }),
      onError: showError,
    });

  // the return from WeChat's authorisation page
  useEffect(() => {
    if (handled.current) return;
    const query = new URLSearchParams(location.search);
    const code = query.get('code');
    const returned = code !== null || query.has('state');
    if (!returned || sessionStorage.getItem(BIND_PENDING_KEY) === null) return;
    handled.current = true;
    sessionStorage.removeItem(BIND_PENDING_KEY);
    query.delete('code');
    query.delete('state');
    const rest = query.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    if (code) bindWith(code);
    else Toast.show({ content: OAUTH_FAILED });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the return
  }, []);

  const start = async () => {
    if (way === 'sandbox') return bindWith(SANDBOX_BIND_CODE);
    if (way === 'app') {
      const r = await getAppActions().bindWechat();
      if (r.status === 'ok' && r.data?.code) return bindWith(r.data.code);
      if (r.status !== 'cancel') Toast.show({ content: r.message || OAUTH_FAILED });
      return;
    }
    sessionStorage.setItem(BIND_PENDING_KEY, '1');
    if (!(await redirectToOauth('snsapi_base'))) sessionStorage.removeItem(BIND_PENDING_KEY);
  };

  const remove = async () => {
    const hold = holdHours > 0 ? `重新绑定后${holdHours}小时内不能提现。` : '';
    if (
      !(await confirmAction(`解绑后将无法提现，需重新绑定。${hold}是否确定解绑？`, {
        title: '解绑提现账户',
        danger: true,
      }))
    )
      return;
    unbind.mutate(undefined, {
      onSuccess: () => void Toast.show({ icon: 'success', content: '已解绑' }),
      onError: showError,
    });
  };

  return {
    way,
    start: () => void start(),
    remove: () => void remove(),
    binding: bind.isPending,
    unbinding: unbind.isPending,
  };
}
