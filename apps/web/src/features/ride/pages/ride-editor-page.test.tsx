import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, rideLeaderMine, rideSave, rideShow } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { DEFAULT_RISK_NOTICE } from '../components/ride-editor-values';
import { answerCalls, leaderOf, rideDetailOf, sentTo } from '../components/ride-leader-test-data';
import RideEditorPage from './ride-editor-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/funly-ride/create', element: <RideEditorPage /> },
  { path: '/funly-ride/edit/:id/:timestamp', element: <RideEditorPage /> },
];
const leader = () => ({ leader: leaderOf(), can_create: true });
const fieldError = (text: string) => screen.findByText(text, { selector: '.field-error' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });

const TIMES = { start_time: 1790000000, end_time: 1790030000, signup_end: 1789990000 };
const cp = (key: string, name: string, open: number) => ({
  key,
  name,
  latitude: '29.5',
  longitude: '107.1',
  radius: '300',
  open_time: open,
  close_time: open + 3600,
});
/** Input kept from an earlier visit of the create route (times and checkpoints are picked with pickers). */
const keep = (values: Record<string, unknown>) =>
  sessionStorage.setItem('form:/funly-ride/create', JSON.stringify(values));

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  sessionStorage.clear();
});

describe('ride editor: who may create', () => {
  it('someone who is no approved leader is told why and sent to the platform', async () => {
    answerCalls([[rideLeaderMine, () => ({ leader: leaderOf({ state: 'pending' }), can_create: false })]]);
    renderAt('/funly-ride/create', routes);
    expect(await screen.findByText('暂不能发起骑行')).toBeTruthy();
    expect(screen.getByText('你的领队申请正在审核中，审核通过后即可发起骑行')).toBeTruthy();
    expect(screen.getByRole('button', { name: '前往约骑平台' })).toBeTruthy();
  });
});

describe('ride editor: 发布', () => {
  it('an empty form names the empty fields by the contract’s own messages, and sends nothing', async () => {
    answerCalls([[rideLeaderMine, leader]]);
    renderAt('/funly-ride/create', routes);
    fireEvent.click(await screen.findByRole('button', { name: '发布' }));
    await fieldError('请输入骑行名称');
    await fieldError('请输入集合地点');
    await fieldError('请输入起点');
    expect(sentTo(rideSave)).toHaveLength(0);
  });

  it('sends every field (fee in fen, checkpoints in their new order) with submit and opens the success page', async () => {
    answerCalls([
      [rideLeaderMine, leader],
      [rideSave, () => rideDetailOf({ id: 21, state: 'published', phase: 1 })],
    ]);
    keep({
      ...TIMES,
      checkpoints: [cp('a', '服务区', 1790000000), cp('b', '观景台', 1790010000)],
    });
    const { path } = renderAt('/funly-ride/create', routes);
    await screen.findByText('打卡点 2');
    expect((screen.getByLabelText('风险告知', { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe(
      DEFAULT_RISK_NOTICE,
    );
    type('骑行名称', '周末环湖骑行');
    type('集合地点', '园博园南门');
    type('集合点纬度', '29.6');
    type('集合点经度', '106.5');
    type('起点', '园博园');
    type('终点', '仙女山');
    type('路线里程', '180.5');
    type('最低排量', '250');
    type('人数上限', '20');
    type('人均费用', '50.5');
    fireEvent.click(screen.getByText('探险'));
    fireEvent.click(screen.getByText('中速'));
    fireEvent.click(screen.getByRole('button', { name: '下移打卡点1' }));
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(path()).toBe('/funly-ride/success?id=21'));
    expect(sentTo(rideSave)[0]).toEqual({
      ...TIMES,
      submit: true,
      title: '周末环湖骑行',
      meeting_place: '园博园南门',
      meeting_address: '',
      meeting_latitude: 29.6,
      meeting_longitude: 106.5,
      route_start: '园博园',
      route_end: '仙女山',
      distance_km: 180.5,
      pace: 2,
      difficulty: 1,
      min_displacement: 250,
      bike_types: ['adventure'],
      capacity: 20,
      fee: 5050,
      fee_note: '',
      risk_notice: DEFAULT_RISK_NOTICE,
      description: '',
      checkpoints: [
        {
          name: '观景台',
          latitude: 29.5,
          longitude: 107.1,
          radius: 300,
          open_time: 1790010000,
          close_time: 1790013600,
        },
        {
          name: '服务区',
          latitude: 29.5,
          longitude: 107.1,
          radius: 300,
          open_time: 1790000000,
          close_time: 1790003600,
        },
      ],
    });
  });

  it("shows the server's field errors under the fields and the checkpoint row", async () => {
    answerCalls([
      [rideShow, () => rideDetailOf({ id: 21 })],
      [
        rideSave,
        () => {
          throw new ApiError(ErrorCode.VALIDATION, '参数错误', {
            fields: [
              { field: 'signup_end', message: '报名截止不能晚于出发时间' },
              { field: 'distance_km', message: '请输入路线里程' },
              { field: 'meeting_longitude', message: '经度和纬度需一起填写' },
              { field: 'checkpoints.0.close_time', message: '打卡时间须在出发前2小时至结束后2小时之间' },
            ],
          });
        },
      ],
    ]);
    const { path } = renderAt('/funly-ride/edit/21/500', routes);
    expect(await screen.findByDisplayValue('服务区')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await fieldError('报名截止不能晚于出发时间');
    await fieldError('请输入路线里程');
    await fieldError('经度和纬度需一起填写');
    await fieldError('打卡时间须在出发前2小时至结束后2小时之间');
    expect(sentTo(rideSave)[0]).toMatchObject({
      id: 21,
      submit: true,
      fee: 5000,
      checkpoints: [{ id: 71, name: '服务区', radius: 300 }],
    });
    expect(path()).toBe('/funly-ride/edit/21/500');
  });
});

describe('ride editor: a started ride', () => {
  it('shows the checkpoints read-only and sends neither checkpoints nor start/end', async () => {
    answerCalls([
      [
        rideShow,
        () => rideDetailOf({ id: 21, state: 'published', phase: 3, phase_label: '骑行中', checkpoints_open: false }),
      ],
      [rideSave, () => rideDetailOf({ id: 21, state: 'published', phase: 3 })],
    ]);
    const { path } = renderAt('/funly-ride/edit/21/600', routes);
    expect(await screen.findByText('骑行已开始，打卡点已锁定')).toBeTruthy();
    expect(screen.getByText('服务区')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加打卡点' })).toBeNull();
    expect(screen.queryByLabelText('打卡点1名称', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
    type('费用说明', '含午餐和过路费');
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(path()).toBe('/funly-ride/manage'));
    const q = sentTo(rideSave)[0]!;
    expect(q).toMatchObject({ id: 21, submit: true, fee_note: '含午餐和过路费', signup_end: 1789990000 });
    expect(q).not.toHaveProperty('checkpoints');
    expect(q).not.toHaveProperty('start_time');
    expect(q).not.toHaveProperty('end_time');
  });
});
