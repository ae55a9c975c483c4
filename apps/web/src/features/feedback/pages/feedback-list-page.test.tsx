import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, feedbackQueue, listFeedback, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import FeedbackListPage from './feedback-list-page';
import { feedback, pageOf } from './feedback-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const routes = [{ path: '/my/setting/feedback/list', element: <FeedbackListPage /> }];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/my/setting/feedback/list', () => {
  it('lists mine; a row opens its detail', async () => {
    vi.mocked(api.call).mockResolvedValue(pageOf([feedback()]) as never);
    const { path } = renderAt('/my/setting/feedback/list', routes);
    fireEvent.click(await screen.findByRole('link', { name: '功能异常：发帖时图片上传一直转圈' }));
    expect(path()).toBe('/my/setting/feedback/detail/3');
    expect(sentTo(listFeedback)).toEqual([{ page: 1, page_size: 20 }]);
  });

  it('?queue=1: the auditor queue with 待回复 / 已回复', async () => {
    vi.mocked(api.call).mockImplementation(((_d: CallDef, q: { status: number }) =>
      Promise.resolve(
        pageOf([q.status === 2 ? feedback({ id: 4, content: '已经处理好了的反馈', status: 2 }) : feedback()]),
      )) as typeof api.call);
    renderAt('/my/setting/feedback/list?queue=1', routes);
    expect(await screen.findByText('发帖时图片上传一直转圈')).toBeTruthy();
    expect(screen.getByText(/老王/)).toBeTruthy();
    expect(sentTo(feedbackQueue)[0]).toEqual({ status: 1, page: 1, page_size: 20 });
    fireEvent.click(screen.getByRole('tab', { name: '已回复' }));
    expect(await screen.findByText('已经处理好了的反馈')).toBeTruthy();
    await waitFor(() => expect(sentTo(feedbackQueue).at(-1)).toEqual({ status: 2, page: 1, page_size: 20 }));
    expect(sentTo(listFeedback)).toHaveLength(0);
  });

  it('?queue=1 for someone who is not an auditor: the refusal is explained', async () => {
    vi.mocked(api.call).mockRejectedValue(new ApiError(ErrorCode.FORBIDDEN, '仅平台审核员可处理反馈'));
    renderAt('/my/setting/feedback/list?queue=1', routes);
    expect(await screen.findByText('仅平台审核员可处理反馈')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回我的' })).toBeTruthy();
  });
});
