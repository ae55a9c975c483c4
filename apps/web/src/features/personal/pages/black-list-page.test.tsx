import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { centerBlock, centerBlockList, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import BlackListPage from './black-list-page';
import { answerCalls, pageOf, sentTo } from './personal-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/my/setting/black-list', () => {
  it('lists the people I blocked; 解除拉黑 asks first, then refreshes the list', async () => {
    let blocked = [{ uid: 9, nickname: '小李', avatar: '', badges: [], block_time: 1780000000 }];
    answerCalls(
      new Map<CallDef, (q: never) => unknown>([
        [centerBlockList, () => pageOf(blocked)],
        [
          centerBlock,
          () => {
            blocked = [];
            return { blocking: false };
          },
        ],
      ]),
    );
    renderAt('/my/setting/black-list', [{ path: '/my/setting/black-list', element: <BlackListPage /> }]);
    expect(await screen.findByRole('link', { name: '小李的主页' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '解除拉黑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定解除拉黑 小李？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(centerBlock)).toEqual([{ uid: 9, block: 0 }]));
    expect(await screen.findByText('黑名单是空的')).toBeTruthy();
  });
});
