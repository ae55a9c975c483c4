import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOpenid, wxOauthUrl } from '@kc/shared';
import { fakeUi } from '../testing/fake-wx';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../http', () => ({ api: { call }, bootCalls: () => import('../../http/boot-calls') }));
const { handleOauthReturn, redirectToOauth, OAUTH_STATE } = await import('./oauth');

afterEach(() => {
  call.mockReset();
  window.history.replaceState(null, '', '/');
});

describe('WeChat OAuth', () => {
  it('redirects to the URL the server builds for the scope, returning here without an old code', async () => {
    window.history.replaceState(null, '', '/static-kc2/my?code=old&state=x&a=1');
    call.mockResolvedValue({ url: 'https://open.weixin.qq.com/connect/oauth2/authorize?x' });
    const navigate = vi.fn();
    await expect(redirectToOauth('snsapi_base', { ui: fakeUi(), navigate })).resolves.toBe(true);
    expect(call).toHaveBeenCalledWith(
      wxOauthUrl,
      { scope: 'snsapi_base', redirect: `${window.location.origin}/static-kc2/my?a=1`, state: OAUTH_STATE },
      { quiet: true },
    );
    expect(navigate).toHaveBeenCalledWith('https://open.weixin.qq.com/connect/oauth2/authorize?x');
  });

  it('the return trades the code for the openid, stores it and cleans the URL', async () => {
    window.history.replaceState({ idx: 3 }, '', `/static-kc2/my?a=1&code=C0DE&state=${OAUTH_STATE}#h`);
    call.mockResolvedValue({ openid: 'o-123' });
    await expect(handleOauthReturn({ ui: fakeUi() })).resolves.toBe('o-123');
    expect(call).toHaveBeenCalledWith(getOpenid, { code: 'C0DE' }, { quiet: true });
    expect(localStorage.getItem('openid')).toBe('o-123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/static-kc2/my?a=1#h');
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('a failed lookup says 系统错误, a refused authorisation 获取微信授权失败, no return does nothing', async () => {
    const ui = fakeUi();
    window.history.replaceState(null, '', '/x?code=C');
    call.mockRejectedValue(new Error('boom'));
    await expect(handleOauthReturn({ ui })).resolves.toBeNull();
    expect(ui.toast).toHaveBeenLastCalledWith('系统错误');
    window.history.replaceState(null, '', `/x?state=${OAUTH_STATE}`);
    await expect(handleOauthReturn({ ui })).resolves.toBeNull();
    expect(ui.toast).toHaveBeenLastCalledWith('获取微信授权失败');
    window.history.replaceState(null, '', '/x?state=other');
    await expect(handleOauthReturn({ ui })).resolves.toBeNull();
    expect(ui.toast).toHaveBeenCalledTimes(2);
  });

  it('no URL from the server: 获取微信授权失败', async () => {
    const ui = fakeUi();
    call.mockRejectedValue(new Error('404'));
    await expect(redirectToOauth('snsapi_userinfo', { ui, navigate: vi.fn() })).resolves.toBe(false);
    expect(ui.toast).toHaveBeenCalledWith('获取微信授权失败');
  });
});
