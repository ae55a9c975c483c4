import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { myBusinesses, userIndex, userInfo, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import MyHomePage from './my-home-page';
import SettingPage from './setting-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const info = {
  uid: 1,
  mobile: '13800000001',
  username: '13800000001',
  nickname: '老王',
  headimg: '',
  signature: '',
  money: 0,
  has_password: true,
  newmessagenum: 0,
  tobepaid: 0,
  myticket: 0,
  breview: 0,
  userticket: 0,
};

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(api.call).mockImplementation(((def: CallDef) =>
    Promise.resolve(
      def === userInfo ? info : def === userIndex ? { ...info, roles: [] } : { list: [], count: 0, page_size: 10 },
    )) as typeof api.call);
});

describe('我的: community entries', () => {
  it.each([
    ['我的主页', '/personal/my'],
    ['我的关注', '/my/follow'],
    ['我的收藏', '/my/favorite'],
    ['车友圈', '/tag/search'],
    ['汽车展厅', '/show-car/list'],
    ['我的认证', '/my/authentication'],
    ['车主认证', '/car-authentication/list'],
    ['实名认证', '/real-name-certification/form'],
  ])('%s opens %s', async (title, to) => {
    const { path } = renderAt('/my', [{ path: '/my', element: <MyHomePage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: title }));
    expect(path()).toBe(to);
  });

  it.each([
    ['黑名单', '/my/setting/black-list'],
    ['意见反馈', '/my/setting/feedback'],
  ])('设置: %s opens %s', async (title, to) => {
    const { path } = renderAt('/my/setting', [{ path: '/my/setting', element: <SettingPage /> }]);
    fireEvent.click(await screen.findByText(title));
    expect(path()).toBe(to);
  });
});

describe('我的: role entries', () => {
  it.each([
    ['publisher', false, true],
    ['owner', true, true],
    ['checker', false, false],
  ] as const)('a %s: 活动管理 %s, 展车管理 %s', async (role, manages, sells) => {
    vi.mocked(api.call).mockImplementation(((def: CallDef) =>
      Promise.resolve(
        def === userInfo
          ? info
          : def === userIndex
            ? { ...info, roles: [] }
            : def === myBusinesses
              ? { list: [{ business_id: 7, business_name: '示例车行', roles: [role] }] }
              : { list: [], count: 0, page_size: 10 },
      )) as typeof api.call);
    const { path } = renderAt('/my', [{ path: '/my', element: <MyHomePage /> }]);
    expect(await screen.findByRole('button', { name: '我的订单' })).toBeTruthy();
    if (sells) {
      fireEvent.click(await screen.findByRole('button', { name: '展车管理' }));
      expect(path()).toBe('/show-car/carSelfSalelist');
    } else expect(screen.queryByLabelText('展车管理')).toBeNull();
    if (!manages) expect(screen.queryByLabelText('活动管理')).toBeNull();
  });
});
