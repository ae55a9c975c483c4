import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ErrorCode,
  protocolEditInfo,
  protocolSaveRich,
  protocolSaveText,
  protocolShow,
  type CallDef,
  type ProtocolEdit,
} from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import ProtocolPage from './protocol-page';
import ProtocolEditPage from './protocol-edit-page';
import RichtextPage from './richtext-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

const doc = (over: Partial<ProtocolEdit> = {}): ProtocolEdit => ({
  key: 'agreement',
  title: '用户协议',
  html: '<p>第一条</p><p>第二条</p>',
  content: '第一条\n第二条',
  format: 'text',
  version: 2,
  updated_by: '审核员小陈',
  updated_at: 1_780_000_000,
  ...over,
});

const routes = [
  { path: '/app/protocol', element: <ProtocolPage /> },
  { path: '/app/protocol/edit', element: <ProtocolEditPage /> },
  { path: '/app/richtext', element: <RichtextPage /> },
];

/** Answers each call by its contract. */
const answer = (by: Map<CallDef, () => unknown>) =>
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    const f = by.get(def);
    return f ? Promise.resolve().then(f) : Promise.reject(new Error('unexpected call'));
  }) as never);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/app/protocol', () => {
  it('shows the title, version line and the stored HTML body', async () => {
    answer(new Map([[protocolShow, () => ({ ...doc(), html: '<p><strong>加粗条款</strong></p>' })]]));
    renderAt('/app/protocol?key=agreement', routes);
    expect(await screen.findByRole('heading', { name: '用户协议' })).toBeTruthy();
    expect(screen.getByText('加粗条款').tagName).toBe('STRONG');
    expect(screen.getByText(/第2版 · 更新于/)).toBeTruthy();
    expect(sentTo(protocolShow)).toEqual([{ key: 'agreement' }]);
  });

  it('says so when the document does not exist', async () => {
    vi.mocked(api.call).mockRejectedValue(new ApiError(ErrorCode.NOT_FOUND, '文档不存在'));
    renderAt('/app/protocol?key=nothing', routes);
    expect(await screen.findByText('协议不存在')).toBeTruthy();
  });
});

describe('/app/protocol/edit', () => {
  it('explains the refusal to anyone but the platform auditor, without 重试', async () => {
    vi.mocked(api.call).mockRejectedValue(new ApiError(ErrorCode.FORBIDDEN, '仅平台审核员可以编辑协议'));
    renderAt('/app/protocol/edit?key=agreement', routes);
    expect(await screen.findByText('暂无权限')).toBeTruthy();
    expect(screen.getByText('仅平台审核员可以编辑协议')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('checks the body, then saves the text with the loaded version', async () => {
    answer(
      new Map<CallDef, () => unknown>([
        [protocolEditInfo, () => doc()],
        [protocolSaveText, () => doc({ version: 3, content: '新的条款', html: '<p>新的条款</p>' })],
      ]),
    );
    renderAt('/app/protocol/edit?key=agreement', routes);
    const body = await screen.findByRole('textbox', { name: '正文' });
    expect((body as HTMLTextAreaElement).value).toBe('第一条\n第二条');
    expect(screen.getByRole('button', { name: '已保存' })).toHaveProperty('disabled', true);
    fireEvent.change(body, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正文')).toBeTruthy();
    expect(sentTo(protocolSaveText)).toHaveLength(0);
    fireEvent.change(body, { target: { value: '新的条款' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sentTo(protocolSaveText)).toEqual([
        { key: 'agreement', title: '用户协议', version: 2, content: '新的条款' },
      ]),
    );
    expect(await screen.findByText(/第3版/)).toBeTruthy();
  });

  it('keeps the input and explains when someone else saved first', async () => {
    answer(
      new Map<CallDef, () => unknown>([
        [protocolEditInfo, () => doc()],
        [
          protocolSaveText,
          () => {
            throw new ApiError(ErrorCode.CONFLICT, '文档已被他人更新');
          },
        ],
      ]),
    );
    renderAt('/app/protocol/edit?key=agreement', routes);
    const body = await screen.findByRole('textbox', { name: '正文' });
    fireEvent.change(body, { target: { value: '我的修改' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(/该协议已被他人更新/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '正文' }) as HTMLTextAreaElement).value).toBe('我的修改');
  });

  it('warns that a rich-text version becomes plain text', async () => {
    answer(new Map<CallDef, () => unknown>([[protocolEditInfo, () => doc({ format: 'html' })]]));
    renderAt('/app/protocol/edit?key=agreement', routes);
    expect(await screen.findByText(/当前版本由富文本编辑器保存/)).toBeTruthy();
  });
});

describe('/app/richtext', () => {
  it('opens the document in the editor with its toolbar; nothing is sent until a change', async () => {
    answer(new Map<CallDef, () => unknown>([[protocolEditInfo, () => doc({ html: '<p>原有内容</p>' })]]));
    renderAt('/app/richtext?key=agreement', routes);
    expect(await screen.findByRole('toolbar', { name: '格式工具栏' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '加粗' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '插入图片' })).toBeTruthy();
    expect(await screen.findByText('原有内容')).toBeTruthy();
    expect(screen.getByRole('button', { name: '已保存' })).toHaveProperty('disabled', true);
    expect(sentTo(protocolSaveRich)).toHaveLength(0);
  });

  it('explains the refusal', async () => {
    vi.mocked(api.call).mockRejectedValue(new ApiError(ErrorCode.FORBIDDEN, '仅平台审核员可以编辑协议'));
    renderAt('/app/richtext?key=agreement', routes);
    expect(await screen.findByText('暂无权限')).toBeTruthy();
  });
});
