import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackQueueInfo, infoFeedback, replyFeedback, type CallDef, type Feedback } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import FeedbackDetailPage from './feedback-detail-page';
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
const routes = [{ path: '/my/setting/feedback/detail/:id', element: <FeedbackDetailPage /> }];
const answering = (info: Feedback) =>
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: { reply?: string }) =>
    def === infoFeedback || def === feedbackQueueInfo
      ? Promise.resolve(info)
      : def === replyFeedback
        ? Promise.resolve({
            ...info,
            reply: q.reply,
            reply_time: 1780001000,
            status: 2,
            status_label: '已回复',
            actions: [],
          })
        : Promise.reject(new Error(def.path))) as typeof api.call);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/my/setting/feedback/detail/:id', () => {
  it('the sender sees the feedback and 等待回复, no reply box', async () => {
    answering(feedback());
    renderAt('/my/setting/feedback/detail/3', routes);
    expect(await screen.findByText('发帖时图片上传一直转圈')).toBeTruthy();
    expect(screen.getByAltText('反馈图片1')).toBeTruthy();
    expect(screen.getByText('等待回复，我们会尽快处理')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '回复内容' })).toBeNull();
    expect(sentTo(infoFeedback)).toEqual([{ id: 3 }]);
  });

  it('an answered one shows the reply', async () => {
    answering(feedback({ reply: '已修复，请更新后重试', reply_time: 1780001000, status: 2, status_label: '已回复' }));
    renderAt('/my/setting/feedback/detail/3', routes);
    expect(await screen.findByText('已修复，请更新后重试')).toBeTruthy();
    expect(screen.getByText('平台回复')).toBeTruthy();
  });

  it('with the reply action the auditor replies from the queue (an empty reply is refused first)', async () => {
    answering(feedback({ actions: ['reply'] }));
    renderAt('/my/setting/feedback/detail/3?queue=1', routes);
    const box = await screen.findByRole('textbox', { name: '回复内容' });
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('请输入回复内容')).toBeTruthy();
    expect(sentTo(replyFeedback)).toHaveLength(0);
    fireEvent.change(box, { target: { value: '已修复，请更新后重试' } });
    fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(sentTo(replyFeedback)).toEqual([{ id: 3, reply: '已修复，请更新后重试' }]));
    expect(await screen.findByText('已修复，请更新后重试', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '回复内容' })).toBeNull();
    expect(sentTo(feedbackQueueInfo)).toEqual([{ id: 3 }]);
    expect(sentTo(infoFeedback)).toEqual([]);
  });
});
