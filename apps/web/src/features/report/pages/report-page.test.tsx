import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportCreate, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import ReportPage from './report-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const callsTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const open = (url: string) => renderAt(url, [{ path: '/report/:module/:id', element: <ReportPage /> }]);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockResolvedValue({ hidden: false } as never);
  useSession.setState({ token: 't', uid: 1 });
});

describe('/report/:module/:id', () => {
  it('requires a reason, and a detail for 其他', async () => {
    open('/report/bbs/11');
    expect(screen.getByText('举报该帖子')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findAllByText('请选择举报原因')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '其他' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findAllByText('请填写举报说明')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('sends the reason and detail, thanks, and goes back', async () => {
    const { path } = open('/report/reply/51');
    fireEvent.click(screen.getByRole('radio', { name: '垃圾广告' }));
    fireEvent.change(screen.getByRole('textbox', { name: '补充说明' }), { target: { value: '刷屏广告' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(callsTo(reportCreate)).toEqual([
        { module: 'reply', id: 51, reason: 'spam', detail: '刷屏广告', images: [] },
      ]),
    );
    expect(await screen.findByText('举报已提交，感谢你的反馈')).toBeTruthy();
    await waitFor(() => expect(path()).toBe('/start'));
  });

  it('an unknown module shows 举报对象不存在', () => {
    open('/report/nope/1');
    expect(screen.getByText('举报对象不存在')).toBeTruthy();
  });
});
