import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, rideLeaderApply, rideLeaderMine } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, leaderOf, sentTo } from '../components/ride-leader-test-data';
import LeaderFormPage from './leader-form-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/funly/rideTogetherPlatform/form/:id/:timestamp', element: <LeaderFormPage /> },
  { path: '/funly/rideTogetherPlatform', element: <p>约骑平台页</p> },
];
const fieldError = (text: string) => screen.findByText(text, { selector: '.field-error' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  sessionStorage.clear();
});

describe('领队申请', () => {
  it('names every missing field with the contract messages and sends nothing', async () => {
    answerCalls([[rideLeaderMine, () => ({ leader: null, can_create: false })]]);
    renderAt('/funly/rideTogetherPlatform/form/0/1', routes);
    fireEvent.click(await screen.findByRole('button', { name: '提交申请' }));
    await fieldError('请选择驾照类型');
    await fieldError('请输入骑龄');
    await fieldError('请输入常骑车型');
    await fieldError('骑行经历至少10个字');
    await fieldError('请上传驾驶证照片');
    expect(sentTo(rideLeaderApply)).toHaveLength(0);
  });

  it('submits and goes back to the platform with 已提交，等待平台审核', async () => {
    answerCalls([
      [rideLeaderMine, () => ({ leader: null, can_create: false })],
      [rideLeaderApply, () => leaderOf({ state: 'pending' })],
    ]);
    // the photo was uploaded before (uploads are not part of this test)
    sessionStorage.setItem(
      'form:/funly/rideTogetherPlatform/form/0/2',
      JSON.stringify({ licence_image: '/uploads/licence.png' }),
    );
    const { path } = renderAt('/funly/rideTogetherPlatform/form/0/2', routes);
    fireEvent.click(await screen.findByText('E 证（普通二轮摩托车）'));
    type('骑龄', '2.5');
    type('常骑车型', '春风 800MT');
    type('骑行经历', '跑过川西和318，带过十几次周末骑行');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await fieldError('骑龄为整数');
    type('骑龄', '6');
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(path()).toBe('/funly/rideTogetherPlatform'));
    expect(await screen.findByText('已提交，等待平台审核')).toBeTruthy();
    expect(sentTo(rideLeaderApply)).toEqual([
      {
        licence_class: 'E',
        riding_years: 6,
        bike: '春风 800MT',
        experience: '跑过川西和318，带过十几次周末骑行',
        licence_image: '/uploads/licence.png',
      },
    ]);
  });

  it('prefills from a rejected row and shows a server field error under its field', async () => {
    answerCalls([
      [
        rideLeaderMine,
        () => ({ leader: leaderOf({ id: 8, state: 'rejected', reject_reason: '照片不清晰' }), can_create: false }),
      ],
      [
        rideLeaderApply,
        () => {
          throw new ApiError(ErrorCode.VALIDATION, '参数错误', {
            fields: [{ field: 'bike', message: '车型最多40个字' }],
          });
        },
      ],
    ]);
    renderAt('/funly/rideTogetherPlatform/form/8/3', routes);
    expect(await screen.findByText('上次未通过原因：照片不清晰')).toBeTruthy();
    expect(screen.getByDisplayValue('春风 800MT')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await fieldError('车型最多40个字');
  });
});
