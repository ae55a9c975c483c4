import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agentInfo, ErrorCode } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import type * as platform from '../../../lib/platform';
import { copyText } from '../../../lib/platform';
import { useSession } from '../../../lib/session';
import { agentOf, renderAt } from '../test-helpers';
import AgentShowPage from './agent-show-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof platform>()),
  copyText: vi.fn(() => Promise.resolve(true)),
}));

const FULL = `${window.location.origin}/static-kc2/invitation/enter-blank/1/5?spm=ag7Kx2`;
const open = (url = '/agent/show/9') => renderAt(url, [{ path: '/agent/show/:id', element: <AgentShowPage /> }]);

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(api.call).mockReset();
  vi.mocked(copyText).mockClear();
  vi.mocked(api.call).mockResolvedValue(agentOf());
});

describe('AgentShowPage', () => {
  it('shows who, which item, the spm code, 带来 N 人 and the link as a full URL', async () => {
    open();
    expect(await screen.findByText(FULL)).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls[0]?.slice(0, 2)).toEqual([agentInfo, { id: 9 }]);
    expect(screen.getByText('观众小王')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.getByText('试驾邀请函')).toBeTruthy();
    expect(screen.getByText('示例车展运营公司')).toBeTruthy();
    expect(screen.getByText('ag7Kx2')).toBeTruthy();
    expect(document.querySelector('.agent-brought')?.textContent).toBe('带来 3 人');
  });

  it('复制链接 copies the absolute link through the platform clipboard', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(copyText).toHaveBeenCalledWith(FULL));
    expect(await screen.findByText('链接已复制')).toBeTruthy();
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    vi.mocked(copyText).mockResolvedValueOnce(false);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '复制链接' }));
    expect(await screen.findByText('复制失败，请长按链接手动复制')).toBeTruthy();
  });

  it('shows at once what the list passed, then what the server says', async () => {
    let answer: (v: unknown) => void = () => undefined;
    vi.mocked(api.call).mockReturnValue(new Promise((r) => (answer = r)));
    renderAt('/agent/show/9', [{ path: '/agent/show/:id', element: <AgentShowPage /> }], { agent: agentOf() });
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.querySelector('.agent-brought')?.textContent).toBe('带来 3 人');
    answer(agentOf({ attributed: 4 }));
    await waitFor(() => expect(document.querySelector('.agent-brought')?.textContent).toBe('带来 4 人'));
  });

  it('a refusal shows the server message under 暂无权限, without 重试 (reloading cannot help)', async () => {
    vi.mocked(api.call).mockRejectedValue(new ApiError(ErrorCode.FORBIDDEN, '无权查看该代理'));
    open();
    expect(await screen.findByText('无权查看该代理')).toBeTruthy();
    expect(screen.getByText('暂无权限')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('an id that is not a positive integer is a 404 (the /cert route has no rule of its own)', async () => {
    const router = renderAt('/cert/agent/show/abc', [{ path: '/cert/agent/show/:id', element: <AgentShowPage /> }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(api.call).not.toHaveBeenCalled();
  });
});
