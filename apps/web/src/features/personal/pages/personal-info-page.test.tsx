import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { centerIndex, userEditField, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import PersonalInfoPage from './personal-info-page';
import { answerCalls, profile, relation, sentTo } from './personal-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 7 });
  answerCalls(
    new Map<CallDef, (q: never) => unknown>([
      [centerIndex, () => ({ profile: profile(), relation: relation({ is_me: true }) })],
      [userEditField, (q: { nickname: string }) => ({ nickname: q.nickname })],
    ]),
  );
});

describe('/personal/info', () => {
  it('checks the nickname, then saves it with userEditField', async () => {
    renderAt('/personal/info', [{ path: '/personal/info', element: <PersonalInfoPage /> }]);
    const input = await screen.findByRole('textbox', { name: '昵称' });
    expect((input as HTMLInputElement).value).toBe('老王');
    expect(screen.getByLabelText('上传主页封面')).toBeTruthy();
    expect(screen.getByLabelText('上传头像')).toBeTruthy();
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存昵称' }));
    expect(await screen.findByText('昵称不能为空')).toBeTruthy();
    expect(sentTo(userEditField)).toHaveLength(0);
    fireEvent.change(input, { target: { value: '王哥' } });
    fireEvent.click(screen.getByRole('button', { name: '保存昵称' }));
    await waitFor(() => expect(sentTo(userEditField)).toEqual([{ nickname: '王哥' }]));
    await waitFor(() => expect(useSession.getState().userInfo.nickname).toBe('王哥'));
  });
});
