import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addFeedback, ErrorCode, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import FeedbackPage from './feedback-page';
import { feedback } from './feedback-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const routes = [{ path: '/my/setting/feedback', element: <FeedbackPage /> }];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/my/setting/feedback', () => {
  it('requires 5 characters, then sends kind, text and contact and opens my list', async () => {
    vi.mocked(api.call).mockResolvedValue(feedback() as never);
    const { path } = renderAt('/my/setting/feedback', routes);
    const text = await screen.findByRole('textbox', { name: '反馈内容' });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请填写反馈内容')).toBeTruthy();
    fireEvent.change(text, { target: { value: '太卡了' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('反馈内容至少5个字')).toBeTruthy();
    expect(sentTo(addFeedback)).toHaveLength(0);
    expect(screen.getByText('3/500')).toBeTruthy();

    fireEvent.click(screen.getByText('功能异常'));
    fireEvent.change(text, { target: { value: '发帖时图片上传一直转圈' } });
    fireEvent.change(screen.getByRole('textbox', { name: '联系方式' }), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(sentTo(addFeedback)).toEqual([
        { kind: 'bug', content: '发帖时图片上传一直转圈', images: [], contact: '13800000001' },
      ]),
    );
    await waitFor(() => expect(path()).toBe('/my/setting/feedback/list'));
  });

  it("puts the server's field message under the field", async () => {
    vi.mocked(api.call).mockRejectedValue(
      new ApiError(ErrorCode.VALIDATION, '参数错误', { fields: [{ field: 'contact', message: '联系方式最多50个字' }] }),
    );
    renderAt('/my/setting/feedback', routes);
    fireEvent.change(await screen.findByRole('textbox', { name: '反馈内容' }), {
      target: { value: '建议增加夜间模式' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('联系方式最多50个字')).toBeTruthy();
  });
});
