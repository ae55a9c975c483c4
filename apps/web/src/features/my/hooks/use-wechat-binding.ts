import { Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showError } from '../../../lib/http';
import { getAppActions, getPlatform, redirectToOauth } from '../../../lib/platform';
import { confirmAction } from '../../../components/ui/confirm';
import { useBindWechat } from '../api/bind-wechat';
import { useChangeWechat } from '../api/change-wechat';
import { useUnbindWechat } from '../api/unbind-wechat';

/** sessionStorage: this screen sent the user to WeChat's authorisation page (to bind, or to change with the SMS code). */
const PENDING_KEY = 'my-wechat-oauth';
const OAUTH_FAILED = '获取微信授权失败';
/** The code the server accepts in the payment sandbox only: it binds the user's test account. */
const SANDBOX_CODE = 'sandbox';

type Pending = { kind: 'bind' } | { kind: 'change'; sms: string };

/** How this environment authorises a WeChat account: OAuth in WeChat, the app shell, or the sandbox elsewhere. */
export type AuthoriseWay = 'oauth' | 'app' | 'sandbox';
const wayOf = (env: string): AuthoriseWay =>
  env === 'wechat' ? 'oauth' : env === 'app-ios' || env === 'app-android' ? 'app' : 'sandbox';

/**
 * 微信绑定: bind (an OAuth code, when none is bound), change (the SMS code of the own mobile first, then the new
 * account's OAuth code) and unbind (after a confirmation). In WeChat the OAuth round trip leaves the page: what is
 * pending (and the SMS code of a change) waits in sessionStorage and finishes on the return.
 */
export function useWechatBinding(mobile: string, holdHours: number) {
  const way = wayOf(getPlatform().env);
  const bind = useBindWechat();
  const change = useChangeWechat();
  const unbind = useUnbindWechat();
  const [changing, setChanging] = useState(false);
  const [sms, setSms] = useState('');
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  const holdNote = holdHours > 0 ? `更换后${holdHours}小时内不能提现。` : '';

  const finish = (p: Pending, code: string) => {
    const done = (text: string) => () => {
      Toast.show({ icon: 'success', content: text });
      setChanging(false);
      setSms('');
    };
    if (p.kind === 'bind') bind.mutate(code, { onSuccess: done('绑定成功'), onError: showError });
    else
      change.mutate(
        { othertel: mobile, code: p.sms, wxcode: code },
        { onSuccess: done('已更换微信账号'), onError: showError },
      );
  };

  /** Asks this environment for a WeChat authorisation code, then finishes `p` with it. */
  const authorise = async (p: Pending) => {
    if (way === 'sandbox') return finish(p, SANDBOX_CODE);
    if (way === 'app') {
      const r = await getAppActions().bindWechat();
      if (r.status === 'ok' && r.data?.code) return finish(p, r.data.code);
      if (r.status !== 'cancel') Toast.show({ content: r.message || OAUTH_FAILED });
      return;
    }
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(p));
    if (!(await redirectToOauth('snsapi_base'))) sessionStorage.removeItem(PENDING_KEY);
  };

  // the return from WeChat's authorisation page
  useEffect(() => {
    if (handled.current || !mobile) return;
    const raw = sessionStorage.getItem(PENDING_KEY);
    const query = new URLSearchParams(location.search);
    const code = query.get('code');
    if (raw === null || (code === null && !query.has('state'))) return;
    handled.current = true;
    sessionStorage.removeItem(PENDING_KEY);
    query.delete('code');
    query.delete('state');
    const rest = query.toString();
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    if (!code) return void Toast.show({ content: OAUTH_FAILED });
    try {
      finish(JSON.parse(raw) as Pending, code);
    } catch {
      Toast.show({ content: OAUTH_FAILED });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the return (when the mobile is known)
  }, [mobile]);

  const confirmChange = () => {
    if (!/^\d{6}$/.test(sms)) return void Toast.show({ content: '请输入6位数字验证码' });
    void authorise({ kind: 'change', sms });
  };

  const remove = async () => {
    const ok = await confirmAction(`解绑后将无法提现到微信，需重新绑定。${holdNote}是否确定解绑？`, {
      title: '解绑微信',
      danger: true,
    });
    if (!ok) return;
    unbind.mutate(undefined, {
      onSuccess: () => void Toast.show({ icon: 'success', content: '已解绑' }),
      onError: showError,
    });
  };

  return {
    way,
    holdNote,
    bind: () => void authorise({ kind: 'bind' }),
    binding: bind.isPending,
    changing,
    startChange: () => setChanging(true),
    cancelChange: () => {
      setChanging(false);
      setSms('');
    },
    sms,
    setSms,
    confirmChange,
    changePending: change.isPending,
    remove: () => void remove(),
    unbinding: unbind.isPending,
  };
}
